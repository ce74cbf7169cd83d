// Search-parameter checks for the routes' validateSearch. Plain functions rather than zod
// schemas: a route's options are in the first bundle every page loads, and zod is not (it
// comes with the forms). Anything malformed in a hand-edited link is dropped, never an error.

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

/** The object without its undefined values, so they never appear in the address. */
export function definedOnly<T extends Record<string, unknown>>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}
