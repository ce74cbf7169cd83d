import { StandardSchemaV1Error, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ZodError } from 'zod';
import {
  DomainError,
  toInputIssues,
  type DomainErrorCode,
  type InputIssue,
} from './domain/domain-error';

/**
 * The one map from the domain's refusals to tRPC's codes; tRPC's own map then gives each its
 * HTTP status for /trpc and the REST adapter (decision 065).
 */
const trpcCodeOf = {
  BAD_INPUT: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
} as const satisfies Record<DomainErrorCode, TRPC_ERROR_CODE_KEY>;

/** A domain refusal as tRPC's error: its code mapped, its message kept, itself as the cause. */
export function toTRPCError(error: DomainError): TRPCError {
  return new TRPCError({ code: trpcCodeOf[error.code], message: error.message, cause: error });
}

/** The validation issues behind a BAD_REQUEST caused by invalid input, if any. */
export function inputIssues(error: TRPCError): InputIssue[] | undefined {
  const cause = error.cause;
  if (cause instanceof DomainError) return cause.details.issues;
  // tRPC validates zod schemas with zod itself, other schemas through Standard Schema.
  if (!(cause instanceof ZodError || cause instanceof StandardSchemaV1Error)) return undefined;
  return toInputIssues(cause.issues);
}

/** What a person should read: the first input issue's own message, else the error's message. */
export function errorMessage(error: TRPCError): string {
  return inputIssues(error)?.[0]?.message ?? error.message;
}

/** The whole seconds a refused client should wait before trying again, when it is told. */
export function retryAfterSeconds(error: TRPCError): number | undefined {
  return error.cause instanceof DomainError ? error.cause.details.retryAfterSeconds : undefined;
}
