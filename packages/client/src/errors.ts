/**
 * `unavailable`: the server could not be reached, timed out, was busy (429) or failed (5xx); the
 * cache answers instead when it can. `refused`: the server said no (401, 403, 404, 400): the
 * cache never hides that.
 */
export type PromptRegistryErrorKind = 'unavailable' | 'refused';

export class PromptRegistryError extends Error {
  override readonly name = 'PromptRegistryError';

  constructor(
    message: string,
    readonly kind: PromptRegistryErrorKind,
    /** The reference asked for. */
    readonly ref: string,
    /** The HTTP status, when the server answered. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
