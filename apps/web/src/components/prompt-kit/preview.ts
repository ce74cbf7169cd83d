import { PREVIEW_LENGTH } from '@promptshelf/validators';

/**
 * A card's preview: the content on one line, its first 150 characters, then an
 * ellipsis when there is more. A cut never splits an emoji's surrogate pair.
 */
export function previewText(content: string, length = PREVIEW_LENGTH): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  let end = length;
  const code = flat.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${flat.slice(0, end).trimEnd()}…`;
}
