import { z } from 'zod';
import {
  isPlaceholderNumber,
  normalizeSetting,
  PLACEHOLDER_DEFAULT_MAX,
  PLACEHOLDER_DESCRIPTION_MAX,
  PLACEHOLDER_LABEL_MAX,
  PLACEHOLDER_OPTION_MAX,
  PLACEHOLDER_OPTIONS_MAX,
  PLACEHOLDER_SETTINGS_MAX,
  PLACEHOLDER_TYPES,
  type PlaceholderSetting,
} from './placeholder-setting-values';
import { PLACEHOLDER_NAME_MAX } from './placeholders';
import { text } from './text';

// The schemas of placeholder settings; the settings' types, limits and the functions that need
// no schema live in placeholder-setting-values.ts (no zod there), re-exported here.
export * from './placeholder-setting-values';

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
