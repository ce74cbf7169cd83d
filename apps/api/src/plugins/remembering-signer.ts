import { Signer, type UnsignResult } from '@fastify/cookie';

/** How many session ids each direction remembers; the oldest is forgotten first. */
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
  readonly #signed = new Map<string, string>();
  readonly #unsigned = new Map<string, UnsignResult>();

  constructor(secret: string) {
    this.#signer = new Signer(secret);
  }

  sign = (value: string): string => {
    let signed = this.#signed.get(value);
    if (signed === undefined) {
      signed = this.#signer.sign(value);
      remember(this.#signed, value, signed);
    }
    return signed;
  };

  unsign = (signed: string): UnsignResult => {
    let result = this.#unsigned.get(signed);
    if (result === undefined) {
      result = this.#signer.unsign(signed);
      if (result.valid) remember(this.#unsigned, signed, result);
    }
    return result;
  };
}

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  if (map.size >= REMEMBERED) map.delete(map.keys().next().value!);
  map.set(key, value);
}
