const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** A date in an admin list: written out by `format`, exact for machines in `dateTime`. */
export function ListDate({
  value,
  format = dateFormat,
}: {
  value: Date | string;
  format?: Intl.DateTimeFormat;
}) {
  const date = new Date(value);
  return <time dateTime={date.toISOString()}>{format.format(date)}</time>;
}
