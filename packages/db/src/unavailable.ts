// Errors that mean "the database cannot be reached right now", as opposed to a bad query: the
// server answers them with a 503 (try again soon), not a 500 (a bug).
const CONNECTION_CODES = new Set([
  // postgres.js
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  // Node sockets
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'ETIMEDOUT',
  // PostgreSQL: shutting down, starting up, out of connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // PostgreSQL: a statement cancelled, by its time limit or an operator (the server is too busy)
  '57014',
]);

/** True when `error`, or an error behind it, says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    // SQLSTATE class 08: connection exception.
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
  }
  return false;
}
