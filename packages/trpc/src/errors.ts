import { StandardSchemaV1Error, type TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

export type InputIssue = { path: (string | number)[]; message: string };

/** The validation issues behind a BAD_REQUEST caused by an input schema, if any. */
export function inputIssues(error: TRPCError): InputIssue[] | undefined {
  const cause = error.cause;
  // tRPC validates zod schemas with zod itself, other schemas through Standard Schema.
  if (!(cause instanceof ZodError || cause instanceof StandardSchemaV1Error)) return undefined;
  return cause.issues.map((issue) => ({
    path: (issue.path ?? []).map((p) =>
      typeof p === 'object' ? (p.key as string | number) : (p as string | number),
    ),
    message: issue.message,
  }));
}

/** What a person should read: the first input issue's own message, else the error's message. */
export function errorMessage(error: TRPCError): string {
  return inputIssues(error)?.[0]?.message ?? error.message;
}
