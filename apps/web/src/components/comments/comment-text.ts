import { safeHttpUrl } from '../prompt-kit/profile-identity';

/** A piece of a comment as it shows: plain text, `code`, or an http(s) link. */
export type CommentPart =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

const CODE = /`([^`\n]+)`/g;
const URL_LIKE = /https?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than an address: 'see https://a.example/x.'
const TRAILING = /[.,;:!?)\]}'"]+$/;

function linkify(text: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_LIKE)) {
    const candidate = match[0].replace(TRAILING, '');
    const href = safeHttpUrl(candidate);
    if (!href) continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', text: candidate, href });
    last = match.index + candidate.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * A comment's plain text as parts to render (decision 230): `code` spans, http(s) addresses as
 * links, everything else as text, line breaks kept. Nothing is ever read as HTML or markdown.
 */
export function commentParts(body: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let last = 0;
  for (const match of body.matchAll(CODE)) {
    parts.push(...linkify(body.slice(last, match.index)));
    parts.push({ kind: 'code', text: match[1]! });
    last = match.index + match[0].length;
  }
  parts.push(...linkify(body.slice(last)));
  return parts;
}
