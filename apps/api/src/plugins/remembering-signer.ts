import { Signer, type UnsignResult } from '@fastify/cookie';
import { Cache } from '@promptshelf/db';

/** How many session ids each direction remembers; the least recently used is forgotten. */
const REMEMBERED = 10_000;

/**
 * @fastify/cookie's Signer for the session cookie, remembering its recent answers. Every
 * signed-in request checks its cookie's HMAC and @fastify/session signs the id again when it
 * restores the session: two HMACs a request, about 4 % of a signed-in browse's CPU (decision
 * 081). Both are pure functions of the secret and the text, so an answer given once is the
 * answer. Only valid signatures are remembered: a forged cookie is checked every time and
 * cannot push real sessions out.
 */
export class RememberingSigner {
  readonly #signer: Signer;
  readonly #signed = new Cache<string, string>({ max: REMEMBERED });
  readonly #unsigned = new Cache<string, UnsignResult>({ max: REMEMBERED });

  constructor(secret: string) {
    this.#signer = new Signer(secret);
  }

  sign = (value: string): string => this.#signed.getOrMake(value, () => this.#signer.sign(value));

  unsign = (signed: string): UnsignResult =>
    this.#unsigned.getOrMake(
      signed,
      () => this.#signer.unsign(signed),
      (result) => result.valid,
    );
}
