import { TRPCClientError } from '@trpc/client';

/**
 * The human message of a failed call, or undefined when there is none worth showing (a
 * network failure or a server crash), so the caller falls back to its own text.
 */
export function errorMessage(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = error.data as { httpStatus?: number } | undefined;
  if (!data || (data.httpStatus ?? 500) >= 500) return undefined;
  return error.message || undefined;
}

/** Input issues the server reported, with their paths (see the tRPC error formatter). */
export function errorIssues(error: unknown): { path: (string | number)[]; message: string }[] {
  if (!(error instanceof TRPCClientError)) return [];
  const data = error.data as { issues?: { path: (string | number)[]; message: string }[] };
  return data?.issues ?? [];
}

/** Whether a call failed because what the address names does not exist (or cannot: a malformed id or name). */
export function isNotFound(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const code = (error.data as { code?: string } | undefined)?.code;
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}
