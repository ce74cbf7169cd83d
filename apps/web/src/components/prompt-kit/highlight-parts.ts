import { findPlaceholders } from '@promptshelf/validators';

type HighlightPart = { text: string; placeholder: boolean };

/**
 * The content cut into its placeholders and the text between them, in order: joined again they
 * are the content, unchanged. The prompt page marks the placeholder parts.
 */
export function highlightParts(content: string): HighlightPart[] {
  const result: HighlightPart[] = [];
  let last = 0;
  for (const span of findPlaceholders(content)) {
    if (span.start > last)
      result.push({ text: content.slice(last, span.start), placeholder: false });
    result.push({ text: content.slice(span.start, span.end), placeholder: true });
    last = span.end;
  }
  if (last < content.length) result.push({ text: content.slice(last), placeholder: false });
  return result;
}
