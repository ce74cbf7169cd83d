// Search-parameter checks for the routes' validateSearch. Plain functions rather than zod
// schemas: a route's options are in the first bundle every page loads, and zod is not (it
// comes with the forms). Anything malformed in a hand-edited link is dropped, never an error.
//
// A check returns every key it reads, as undefined when it drops the value: the router lays the
// checked object over the raw search, so a key left out keeps its raw, unchecked value. An
// undefined value never reaches the address.

/** The value when it is a string of at most `max` characters, else undefined. */
export function optionalString(value: unknown, max = Infinity): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

/** The value when it is one of `options`, else undefined. */
export function optionalOneOf<T extends string>(
  value: unknown,
  options: readonly T[],
): T | undefined {
  return options.find((option) => option === value);
}
