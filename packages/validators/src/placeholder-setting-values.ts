import { extractPlaceholders } from './placeholders';

// Placeholder settings as plain data: their types, limits and the functions over them that need
// no schema. Kept apart from the zod schemas (placeholder-settings.ts) so a page that compares,
// prunes or fills settings does not load zod (decision 090).

/**
 * Settings a prompt may carry per placeholder: a label, help text, a type, the
 * options of a select and a default value. The `[name]` syntax and the filling do not change
 * (an unfilled one is still empty text); a placeholder without settings is plain text. See
 * docs/decisions/140-placeholder-settings.md.
 */
export const PLACEHOLDER_TYPES = ['text', 'multiline', 'select', 'number'] as const;
export type PlaceholderType = (typeof PLACEHOLDER_TYPES)[number];

export const PLACEHOLDER_LABEL_MAX = 50;
export const PLACEHOLDER_DESCRIPTION_MAX = 200;
export const PLACEHOLDER_OPTION_MAX = 100;
export const PLACEHOLDER_OPTIONS_MAX = 20;
export const PLACEHOLDER_DEFAULT_MAX = 1000;
/** Settings entries in one body; more placeholders than this may exist, as plain text. */
export const PLACEHOLDER_SETTINGS_MAX = 200;

export interface PlaceholderSetting {
  name: string;
  label?: string;
  description?: string;
  type: PlaceholderType;
  options?: string[];
  default?: string;
}

/** A number as a person types it: optional sign, digits, optional decimals or exponent. */
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
export function isPlaceholderNumber(value: string): boolean {
  return NUMBER.test(value.trim()) && Number.isFinite(Number(value));
}

/** The canonical stored form: fixed key order, unset keys left out, options only on a select. */
export function normalizeSetting(setting: {
  name: string;
  label?: string | undefined;
  description?: string | undefined;
  type: PlaceholderType;
  options?: string[] | undefined;
  default?: string | undefined;
}): PlaceholderSetting {
  const options = setting.type === 'select' ? (setting.options ?? []) : [];
  return {
    name: setting.name,
    ...(setting.label && { label: setting.label }),
    ...(setting.description && { description: setting.description }),
    type: setting.type,
    ...(options.length > 0 && { options: [...options] }),
    ...(setting.default && { default: setting.default }),
  };
}

/** A setting that says nothing beyond "plain text" is not kept. */
function isPlain(setting: PlaceholderSetting): boolean {
  return (
    setting.type === 'text' &&
    setting.label === undefined &&
    setting.description === undefined &&
    setting.default === undefined
  );
}

/**
 * The settings that apply to this content: only names that are placeholders in it, in the
 * order the placeholders first appear, and none that would only say "plain text".
 */
export function prunePlaceholderSettings(
  settings: readonly PlaceholderSetting[],
  content: string,
): PlaceholderSetting[] {
  const byName = new Map(settings.map((setting) => [setting.name, setting]));
  const result: PlaceholderSetting[] = [];
  for (const name of extractPlaceholders(content)) {
    const setting = byName.get(name);
    if (setting && !isPlain(setting)) result.push(normalizeSetting(setting));
  }
  return result;
}

/** Whether two lists of settings say the same, whatever key order the database gave back. */
export function samePlaceholderSettings(
  a: readonly PlaceholderSetting[],
  b: readonly PlaceholderSetting[],
): boolean {
  return (
    JSON.stringify(a.map((setting) => normalizeSetting(setting))) ===
    JSON.stringify(b.map((setting) => normalizeSetting(setting)))
  );
}

/**
 * The value each placeholder starts with in the generator: the last value used on this device
 * if there is one (and, for a select, it is still an option), else the default, else empty.
 */
export function initialPlaceholderValues(
  names: readonly string[],
  settings: readonly PlaceholderSetting[],
  remembered: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const byName = new Map(settings.map((setting) => [setting.name, setting]));
  const values: Record<string, string> = {};
  for (const name of names) {
    const setting = byName.get(name);
    const last = Object.hasOwn(remembered, name) ? remembered[name] : undefined;
    const usable =
      typeof last === 'string' &&
      (setting?.type !== 'select' || last === '' || (setting.options ?? []).includes(last));
    values[name] = usable ? last : (setting?.default ?? '');
  }
  return values;
}
