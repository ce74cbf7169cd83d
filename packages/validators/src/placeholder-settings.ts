import { z } from 'zod';
import { extractPlaceholders, PLACEHOLDER_NAME_MAX } from './placeholders';
import { text } from './text';

/**
 * Settings a prompt may carry per placeholder (issue 19): a label, help text, a type, the
 * options of a select and a default value. The `[name]` syntax and the filling do not change
 * (spec §5); a placeholder without settings is plain text. See
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

export const placeholderMessages = {
  invalid:
    'Placeholder settings must be a list of { name, label, description, type, options, default }',
  name: `Each placeholder setting needs the placeholder's name (1 to ${PLACEHOLDER_NAME_MAX} characters)`,
  tooMany: `At most ${PLACEHOLDER_SETTINGS_MAX} placeholders can have settings`,
  type: 'Placeholder type must be one of: text, multiline, select, number',
  duplicate: (name: string) => `[${name}] has settings twice; keep one`,
  labelMax: (name: string) =>
    `[${name}]: the label must be at most ${PLACEHOLDER_LABEL_MAX} characters`,
  descriptionMax: (name: string) =>
    `[${name}]: the help text must be at most ${PLACEHOLDER_DESCRIPTION_MAX} characters`,
  defaultMax: (name: string) =>
    `[${name}]: the default value must be at most ${PLACEHOLDER_DEFAULT_MAX.toLocaleString('en')} characters`,
  optionMax: (name: string) =>
    `[${name}]: each option must be at most ${PLACEHOLDER_OPTION_MAX} characters`,
  optionsMax: (name: string) =>
    `[${name}]: a list can have at most ${PLACEHOLDER_OPTIONS_MAX} options`,
  optionsMin: (name: string) => `[${name}]: a list needs at least one option`,
  optionsDuplicate: (name: string) => `[${name}]: each option must be different`,
  defaultNotOption: (name: string) => `[${name}]: the default value must be one of the options`,
  defaultNotNumber: (name: string) => `[${name}]: the default value must be a number`,
} as const;

/** A number as a person types it: optional sign, digits, optional decimals or exponent. */
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
export function isPlaceholderNumber(value: string): boolean {
  return NUMBER.test(value.trim()) && Number.isFinite(Number(value));
}

// Optional text: trimmed; empty or null means "not set". Lengths are checked with the name.
const optionalText = text({ error: placeholderMessages.invalid })
  .nullish()
  .transform((value) => value?.trim() || undefined);

const settingSchema = z
  .object(
    {
      name: text({ error: placeholderMessages.name })
        .trim()
        .min(1, placeholderMessages.name)
        .max(PLACEHOLDER_NAME_MAX, placeholderMessages.name),
      label: optionalText,
      description: optionalText,
      type: z
        .enum(PLACEHOLDER_TYPES, { error: placeholderMessages.type })
        .nullish()
        .transform((value) => value ?? 'text'),
      options: z
        .array(text({ error: placeholderMessages.invalid }), { error: placeholderMessages.invalid })
        .max(1000, placeholderMessages.invalid)
        .nullish()
        .transform((value) => (value ?? []).map((option) => option.trim()).filter(Boolean)),
      // The default keeps its own whitespace (a multiline default may need its line breaks).
      default: text({ error: placeholderMessages.invalid })
        .nullish()
        .transform((value) => (value?.trim() ? value : undefined)),
    },
    { error: placeholderMessages.invalid },
  )
  .superRefine((setting, ctx) => {
    const { name } = setting;
    const issue = (message: string, path: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    if ((setting.label?.length ?? 0) > PLACEHOLDER_LABEL_MAX)
      issue(placeholderMessages.labelMax(name), 'label');
    if ((setting.description?.length ?? 0) > PLACEHOLDER_DESCRIPTION_MAX)
      issue(placeholderMessages.descriptionMax(name), 'description');
    if ((setting.default?.length ?? 0) > PLACEHOLDER_DEFAULT_MAX)
      issue(placeholderMessages.defaultMax(name), 'default');
    if (setting.type === 'select') {
      if (setting.options.length === 0) issue(placeholderMessages.optionsMin(name), 'options');
      if (setting.options.length > PLACEHOLDER_OPTIONS_MAX)
        issue(placeholderMessages.optionsMax(name), 'options');
      if (setting.options.some((option) => option.length > PLACEHOLDER_OPTION_MAX))
        issue(placeholderMessages.optionMax(name), 'options');
      if (new Set(setting.options).size !== setting.options.length)
        issue(placeholderMessages.optionsDuplicate(name), 'options');
      if (setting.default !== undefined && !setting.options.includes(setting.default))
        issue(placeholderMessages.defaultNotOption(name), 'default');
    }
    if (
      setting.type === 'number' &&
      setting.default !== undefined &&
      !isPlaceholderNumber(setting.default)
    ) {
      issue(placeholderMessages.defaultNotNumber(name), 'default');
    }
  })
  .transform((setting): PlaceholderSetting => normalizeSetting(setting));

/** The canonical stored form: fixed key order, unset keys left out, options only on a select. */
function normalizeSetting(setting: {
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

/** The `variables` of a create or update body: validated, each name once. */
export const placeholderSettingsSchema = z
  .array(settingSchema, { error: placeholderMessages.invalid })
  .max(PLACEHOLDER_SETTINGS_MAX, placeholderMessages.tooMany)
  .superRefine((settings, ctx) => {
    const seen = new Set<string>();
    settings.forEach((setting, index) => {
      if (seen.has(setting.name)) {
        ctx.addIssue({
          code: 'custom',
          message: placeholderMessages.duplicate(setting.name),
          path: [index, 'name'],
        });
      }
      seen.add(setting.name);
    });
  });

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
