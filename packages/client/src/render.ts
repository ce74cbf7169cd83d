import { extractPlaceholders, fillPlaceholders } from '@promptshelf/validators/placeholders';

/**
 * The server's filling rules, the very same function (bundled from the validators package):
 * a placeholder without a value, or with an empty one, becomes empty text and is `missing`.
 */
export function renderContent(
  content: string,
  values: Readonly<Record<string, string | undefined>>,
) {
  const missing = extractPlaceholders(content).filter(
    (name) =>
      !(Object.hasOwn(values, name) && typeof values[name] === 'string' && values[name] !== ''),
  );
  return { text: fillPlaceholders(content, values), missing };
}
