import { stdSerializers } from 'pino';

type ErrorLike = Error & {
  code?: unknown;
  query?: unknown;
  params?: unknown;
  parameters?: unknown;
};

/** The errors behind `error`, outermost first (tRPC and drizzle wrap the driver's). */
function causes(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let e = error; e instanceof Error && chain.length < 8; e = e.cause) {
    chain.push(e as ErrorLike);
  }
  return chain;
}

/** "insert users", "select snippets": what the statement did, with no value in it. */
function statementName(query: string): string {
  const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? 'query';
  const table = /"(\w+)"/.exec(query)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/**
 * The `err` log serializer. A failed query's message, stack and properties carry its parameters
 * (an email, a password hash): such an error is logged by its code and statement name only.
 * Any other error is logged as pino would.
 */
export function errorForLog(error: unknown) {
  const chain = causes(error);
  const failedQuery = chain.find(
    (e) => typeof e.query === 'string' && ('params' in e || 'parameters' in e),
  );
  if (!failedQuery) return stdSerializers.err(error as Error);
  // The driver's own code (SQLSTATE or a connection error), not a wrapper's.
  const code = chain.map((e) => e.code).findLast((c) => typeof c === 'string');
  return {
    type: chain[0]!.constructor.name,
    message: 'Database query failed',
    code,
    statement: statementName(failedQuery.query as string),
    // The call site's frames only: the stack's first line repeats the message.
    stack: (failedQuery.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}
