import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { expect, it } from 'vitest';
import { DomainError, type DomainErrorCode } from './domain/domain-error';
import { errorMessage, inputIssues, retryAfterSeconds, toTRPCError } from './errors';

// What each refusal of the domain reads as: its tRPC code, and the HTTP status that /trpc and
// the REST adapter answer with. A new code fails to compile until it has its row here.
const answers = {
  BAD_INPUT: ['BAD_REQUEST', 400],
  UNAUTHORIZED: ['UNAUTHORIZED', 401],
  FORBIDDEN: ['FORBIDDEN', 403],
  NOT_FOUND: ['NOT_FOUND', 404],
  CONFLICT: ['CONFLICT', 409],
  PAYLOAD_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 413],
  TOO_MANY_REQUESTS: ['TOO_MANY_REQUESTS', 429],
} satisfies Record<DomainErrorCode, [string, number]>;

it.each(Object.entries(answers))('%s answers %j', (code, [trpcCode, status]) => {
  const error = toTRPCError(new DomainError(code as DomainErrorCode, 'Prompt not found'));
  expect(error.code).toBe(trpcCode);
  expect(getHTTPStatusCodeFromError(error)).toBe(status);
  expect(errorMessage(error)).toBe('Prompt not found');
});

it("keeps a 429's wait and the fields of bad input", () => {
  const limited = new DomainError('TOO_MANY_REQUESTS', 'Too many attempts.', {
    retryAfterSeconds: 42,
  });
  expect(retryAfterSeconds(toTRPCError(limited))).toBe(42);

  const issues = [{ path: ['title'], message: 'Title is required' }];
  const invalid = toTRPCError(new DomainError('BAD_INPUT', 'Invalid prompt', { issues }));
  expect(inputIssues(invalid)).toEqual(issues);
  expect(errorMessage(invalid)).toBe('Title is required');
  expect(retryAfterSeconds(invalid)).toBeUndefined();
});
