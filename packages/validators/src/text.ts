import { z } from 'zod';

export const textMessages = {
  invalidCharacters: 'Text must not contain NUL characters or invalid Unicode',
} as const;

// A UTF-16 half of a pair without its other half: not a character, and not valid UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text PostgreSQL stores as typed: no NUL (it refuses it), no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The string every schema starts from: text with a NUL or a broken character is refused before
 * any other rule, with one clear message, so it never reaches the database.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine(isStorableText, { message: textMessages.invalidCharacters, abort: true });
}
