// JSON texts of results built from shared answers (docs/decisions/080-shared-reads.md and 081):
// a shared read hands the same object to every request in its second, so its text is
// computed once; a signed-in browse changes a few fields of each shared prompt (the viewer's
// flags), so its text is the shared prompts' texts with those fields filled in. The texts are
// kept beside their objects (WeakMaps), not in a bounded cache: they go when the object goes.

const texts = new WeakMap<object, string>();

/** An object built as `{ ...base, ...fields }`. */
export type Overlay<T extends object> = { base: T; fields: Partial<T> };

/** How a page of overlays was built (pageOfOverlays), kept for its JSON text. */
type Plan = { page: object; listKey: string; items: Overlay<object>[] };
const plans = new WeakMap<object, Plan>();

/**
 * A base object's text cut where some of its fields go: text, field, text, …, text. Keyed by
 * the base, which lives as long as its shared answer; `keys` are the fields in the order the
 * overlay gave them, `order` the same fields in the base's order.
 */
type Template = { keys: string[]; order: string[]; parts: string[] };
const templates = new WeakMap<object, Template>();

/**
 * `{ ...page, [listKey]: items as objects }`, whose JSON text reuses the texts of page and of
 * every item's base: only the items' fields are serialized again. Each item's fields must be
 * keys of its base, and neither page nor the bases may change afterwards (shared answers
 * never do: outside production they are frozen, docs/caching.md).
 */
export function pageOfOverlays<P extends object, T extends object>(
  page: P,
  listKey: keyof P & string,
  items: Overlay<T>[],
): P {
  const result = { ...page, [listKey]: items.map(({ base, fields }) => ({ ...base, ...fields })) };
  plans.set(result, { page, listKey, items });
  return result;
}

/**
 * The JSON text of a result, the same as JSON.stringify gives: computed once per object, and
 * for a page of overlays from the texts of what it was built from.
 */
export function jsonText(value: object): string {
  const cached = texts.get(value);
  if (cached !== undefined) return cached;
  const plan = plans.get(value);
  if (plan) return pageText(value, plan);
  const text = JSON.stringify(value);
  texts.set(value, text);
  return text;
}

/** A page of overlays' text; where a cut is impossible, the built object is written whole. */
function pageText(built: object, { page, listKey, items }: Plan): string {
  const outer = templateOf(page, [listKey]);
  if (!outer) return JSON.stringify(built);
  const builtItems = (built as Record<string, object[]>)[listKey]!;
  let list = '[';
  for (let i = 0; i < items.length; i++) {
    if (i > 0) list += ',';
    list += overlayText(builtItems[i]!, items[i]!);
  }
  return `${outer.parts[0]!}${list}]${outer.parts[1]!}`;
}

function overlayText(built: object, { base, fields }: Overlay<object>): string {
  const values = fields as Record<string, unknown>;
  const template = templateOf(base, Object.keys(values));
  if (!template) return JSON.stringify(built);
  let text = template.parts[0]!;
  for (let i = 0; i < template.order.length; i++) {
    const value = values[template.order[i]!];
    if (omitted(value)) return JSON.stringify(built);
    text += valueText(value) + template.parts[i + 1]!;
  }
  return text;
}

/** A field's text: shared objects (an author) through jsonText, whose text is kept. */
function valueText(value: unknown): string {
  if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
    return String(value);
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !hasToJSON(value)) {
    return jsonText(value);
  }
  return JSON.stringify(value);
}

/**
 * base's text cut where `keys` go, built as JSON.stringify writes an object: its own
 * enumerable keys in order, `"key":value` joined by commas, keys whose value is undefined, a
 * function or a symbol left out. Null when such a field would be left out, or is not a key of
 * base: the caller then serializes the whole object.
 */
function templateOf(base: object, keys: string[]): Template | null {
  const known = templates.get(base);
  if (known && sameKeys(known.keys, keys)) return known;
  const entries = base as Record<string, unknown>;
  if (
    hasToJSON(base) ||
    keys.some((key) => !Object.hasOwn(entries, key) || omitted(entries[key]))
  ) {
    return null;
  }
  const parts: string[] = [];
  const order: string[] = [];
  let text = '{';
  let first = true;
  for (const key of Object.keys(entries)) {
    const value = entries[key];
    if (omitted(value)) continue;
    text += `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (keys.includes(key)) {
      parts.push(text);
      order.push(key);
      text = '';
    } else {
      text += JSON.stringify(value);
    }
  }
  parts.push(`${text}}`);
  const template = { keys, order, parts };
  templates.set(base, template);
  return template;
}

function sameKeys(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function hasToJSON(value: object): boolean {
  return typeof (value as { toJSON?: unknown }).toJSON === 'function';
}

function omitted(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}
