import type { PlaceholderSetting } from '@promptshelf/validators';

const TYPE_WORDS: Record<PlaceholderSetting['type'], string> = {
  text: 'text',
  multiline: 'several lines',
  select: 'list',
  number: 'number',
};

/** Placeholder settings in one line of words, for the history: 'None' when there are none. */
export function describeSettings(settings: readonly PlaceholderSetting[] = []): string {
  if (settings.length === 0) return 'None';
  return settings
    .map((setting) => {
      const details = [
        setting.options ? `${TYPE_WORDS[setting.type]}: ${setting.options.join(', ')}` : null,
        !setting.options && setting.type !== 'text' ? TYPE_WORDS[setting.type] : null,
        setting.label ? `label “${setting.label}”` : null,
        setting.default ? `default “${setting.default}”` : null,
        setting.description ? `help “${setting.description}”` : null,
      ].filter(Boolean);
      return `[${setting.name}]${details.length > 0 ? ` (${details.join('; ')})` : ''}`;
    })
    .join(', ');
}
