const texts = new WeakMap<object, string>();

/**
 * The JSON text of a procedure's result, computed once per result object: a shared read
 * (docs/decisions/080-shared-reads.md) hands the same object to every request in its second,
 * and serializing a browse page was the largest part of such a request's work.
 */
export function jsonText(result: object): string {
  let text = texts.get(result);
  if (text === undefined) {
    text = JSON.stringify(result);
    texts.set(result, text);
  }
  return text;
}
