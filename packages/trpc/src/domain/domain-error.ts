/**
 * Why the domain refuses a request, in its own words; each code becomes one tRPC code, and so
 * one HTTP status, in one place (`toTRPCError`, packages/trpc/src/errors.ts; decision 065).
 */
export type DomainErrorCode =
  | 'BAD_INPUT'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS';

/** One field's complaint, as forms show it beside the field. */
export type InputIssue = { path: (string | number)[]; message: string };

export type DomainErrorDetails = {
  /** A 429's whole seconds until its window ends: answers carry them as `Retry-After`. */
  retryAfterSeconds?: number;
  /** The fields that failed a schema inside the domain, as input validation reports them. */
  issues?: InputIssue[];
};

/**
 * A refusal of the domain. Its message is the product's text for a person to read (from
 * `@promptshelf/validators` as a rule), shown as it is by the web app, REST and MCP: it never
 * carries internals such as SQL, ids of other people's rows or the server's paths.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
  }
}

type SchemaIssue = {
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[];
  readonly message: string;
};

/** A schema's issues (zod's or any Standard Schema's) as answers carry them. */
export function toInputIssues(issues: readonly SchemaIssue[]): InputIssue[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map((p) => (typeof p === 'object' ? p.key : p) as string | number),
    message: issue.message,
  }));
}
