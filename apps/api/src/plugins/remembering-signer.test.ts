import { Signer } from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { RememberingSigner } from './remembering-signer';

const secret = 'a-secret-of-at-least-thirty-two-characters';

describe('RememberingSigner', () => {
  it('answers as @fastify/cookie’s Signer does, the first time and every time after', () => {
    const plain = new Signer(secret);
    const remembering = new RememberingSigner(secret);
    for (let round = 0; round < 2; round++) {
      for (const id of ['session-a', 'session-b', '']) {
        const signed = remembering.sign(id);
        expect(signed).toBe(plain.sign(id));
        expect(remembering.unsign(signed)).toEqual({ valid: true, renew: false, value: id });
      }
    }
  });

  it('refuses a forged or tampered cookie every time, even after the real one', () => {
    const remembering = new RememberingSigner(secret);
    const real = remembering.sign('session-a');
    expect(remembering.unsign(real).valid).toBe(true);
    const forged = [
      new Signer('another-secret-of-thirty-two-characters!').sign('session-a'),
      `session-b${real.slice('session-a'.length)}`,
      `${real.slice(0, -1)}x`,
      'session-a',
      'session-a.',
    ];
    for (let round = 0; round < 2; round++) {
      for (const cookie of forged) expect(remembering.unsign(cookie).valid).toBe(false);
    }
  });

  it('keeps answering correctly once it has forgotten the oldest ids', () => {
    const remembering = new RememberingSigner(secret);
    const plain = new Signer(secret);
    for (let i = 0; i < 10_050; i++) remembering.unsign(remembering.sign(`s${i}`));
    expect(remembering.sign('s0')).toBe(plain.sign('s0'));
    expect(remembering.unsign(plain.sign('s0')).value).toBe('s0');
    expect(remembering.unsign(plain.sign('s10049')).value).toBe('s10049');
  });
});
