import { createHash } from 'node:crypto';
import type { BrowseFilter } from './visibility';

/**
 * Opaque keyset cursors: the last row's sort key, bound to the query it came from (a cursor
 * of another search, filter or sort is refused rather than silently mixing pages).
 */
export function queryFingerprint(
  search: string | undefined,
  { aiTool, customAiTool, purpose }: BrowseFilter,
  sortBy: string,
  tags: readonly string[] = [],
): string {
  // The newer filters only when set, so the cursors of pages without them stay valid; the
  // named tool in lower case, as it is matched.
  const more = customAiTool || purpose ? [{ tool: customAiTool?.toLowerCase(), purpose }] : [];
  return createHash('sha256')
    .update(JSON.stringify([search ?? '', aiTool ?? '', sortBy, ...tags, ...more]))
    .digest('base64url')
    .slice(0, 10);
}

const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](\d{2})(:[0-5]\d)?$/;

/** PostgreSQL's text form of a timestamptz whose date and time can exist (no 30 February). */
function isTimestamp(value: string): boolean {
  const parts = TIMESTAMP.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second, , zone] = parts.slice(1).map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60 &&
    zone! < 16
  );
}

type KeyKind = 'int' | 'timestamp';

function validKey(value: unknown, kind: KeyKind | undefined): boolean {
  if (kind === 'int') return Number.isSafeInteger(value) && Math.abs(value as number) < 2 ** 31;
  return kind === 'timestamp' && typeof value === 'string' && isTimestamp(value);
}

export function encodeCursor(fingerprint: string, keys: unknown[]): string {
  return Buffer.from(JSON.stringify({ f: fingerprint, k: keys })).toString('base64url');
}

/** The keys of a cursor made for this query, or null when it is malformed or foreign. */
export function decodeCursor(cursor: string, fingerprint: string, kinds: KeyKind[]) {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { f, k } = parsed as { f?: unknown; k?: unknown };
    if (f !== fingerprint || !Array.isArray(k) || k.length !== kinds.length) return null;
    return k.every((value, i) => validKey(value, kinds[i])) ? (k as unknown[]) : null;
  } catch {
    return null;
  }
}
