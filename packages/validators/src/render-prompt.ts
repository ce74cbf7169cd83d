import { initialPlaceholderValues, type PlaceholderSetting } from './placeholder-setting-values';
import { extractPlaceholders, fillPlaceholderParts, fillPlaceholders } from './placeholders';

/**
 * A prompt filled in as the generator fills it: a value given, else the placeholder's default,
 * else empty; `missing` names the placeholders left empty, in order. The server's render (POST
 * /api/registry/{ref}/render) and the registry client (packages/client) both fill with this, so
 * an app's text is the same whether its server or its cache answered (decision 198).
 */
export function renderPrompt(
  content: string,
  settings: readonly PlaceholderSetting[],
  values: Readonly<Record<string, string>>,
): { text: string; missing: string[] } {
  const filled = initialPlaceholderValues(extractPlaceholders(content), settings, values);
  const missing = new Set<string>();
  for (const part of fillPlaceholderParts(content, filled)) {
    if (part.kind === 'unfilled') missing.add(part.name);
  }
  return { text: fillPlaceholders(content, filled), missing: [...missing] };
}
