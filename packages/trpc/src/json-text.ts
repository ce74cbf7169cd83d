// JSON texts of results built from shared answers (docs/decisions/080-shared-reads.md and 081):
// a shared read hands the same object to every request in its second, so its text is
// computed once; a signed-in browse changes a few fields of each shared prompt (the viewer's
// flags), so its text is the shared prompt's text with those fields filled in.

const texts = new WeakMap<object, string>();

type Overlay = { base: object; fields: Record<string, unknown> };
const overlays = new WeakMap<object, Overlay>();

/** A base object's text cut at some of its fields: text, field, text, field, …, text. */
type Template = { keys: string; parts: string[]; fields: string[] };
const templates = new WeakMap<object, Template>();

/**
 * `{ ...base, ...fields }`, whose JSON text reuses base's: only the given fields are
 * serialized again. The fields must be keys of base, and base must not change afterwards
 * (shared answers never do).
 */
export function overlay<T extends object>(base: T, fields: Partial<T>): T {
  const result = { ...base, ...fields };
  overlays.set(result, { base, fields: fields as Record<string, unknown> });
  return result;
}

/**
 * The JSON text of a result, the same as JSON.stringify gives: computed once per object, and
 * for an overlay from its base's text.
 */
export function jsonText(value: object): string {
  const cached = texts.get(value);
  if (cached !== undefined) return cached;
  const over = overlays.get(value);
  if (over) return overlayText(over);
  const text = JSON.stringify(value);
  texts.set(value, text);
  return text;
}

/** A value's text inside an object: arrays item by item, objects through jsonText. */
function valueText(value: unknown): string {
  if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
    return String(value);
  }
  if (Array.isArray(value)) {
    return `[${value.map((item) => (omitted(item) ? 'null' : valueText(item))).join(',')}]`;
  }
  if (typeof value === 'object' && value !== null && !hasToJSON(value)) return jsonText(value);
  return JSON.stringify(value);
}

function overlayText({ base, fields }: Overlay): string {
  const template = templateOf(base, fields);
  if (!template) return JSON.stringify({ ...base, ...fields });
  let text = template.parts[0]!;
  for (let i = 0; i < template.fields.length; i++) {
    text += valueText(fields[template.fields[i]!]) + template.parts[i + 1]!;
  }
  return text;
}

/**
 * base's text cut where `fields` go, built as JSON.stringify writes an object: its own
 * enumerable keys in order, `"key":value` joined by commas, keys with an undefined value or
 * a function left out. Null when a field is not a key of base or would be left out.
 */
function templateOf(base: object, fields: Record<string, unknown>): Template | null {
  const keys = Object.keys(fields).join('\u0000');
  const known = templates.get(base);
  if (known?.keys === keys) return known;
  const entries = base as Record<string, unknown>;
  if (hasToJSON(base)) return null;
  for (const key of Object.keys(fields)) {
    if (!Object.hasOwn(entries, key) || omitted(fields[key]) || omitted(entries[key])) return null;
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
    if (Object.hasOwn(fields, key)) {
      parts.push(text);
      order.push(key);
      text = '';
    } else {
      text += valueText(value);
    }
  }
  parts.push(`${text}}`);
  const template = { keys, parts, fields: order };
  templates.set(base, template);
  return template;
}

function hasToJSON(value: object): boolean {
  return typeof (value as { toJSON?: unknown }).toJSON === 'function';
}

function omitted(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}
