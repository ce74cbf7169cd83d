import { body, idParam, route } from './adapter';

/** The sign-in steps after the password, and the two-factor and passkey settings. */
export const secondFactorRoutes = [
  route({
    method: 'POST',
    url: '/api/auth/two-factor',
    call: (caller, request) => caller.signIn.secondFactor(body(request)),
  }),
  route({
    method: 'POST',
    url: '/api/auth/passkey/options',
    call: (caller) => caller.signIn.passkeyOptions(),
  }),
  route({
    method: 'POST',
    url: '/api/auth/passkey',
    call: (caller, request) => caller.signIn.passkey(body(request)),
  }),
  route({
    method: 'GET',
    url: '/api/account/two-factor',
    call: (caller) => caller.twoFactor.status(),
  }),
  route({
    method: 'POST',
    url: '/api/account/two-factor/setup',
    call: (caller) => caller.twoFactor.setup(),
  }),
  route({
    method: 'POST',
    url: '/api/account/two-factor',
    call: (caller, request) => caller.twoFactor.enable(body(request)),
  }),
  route({
    method: 'POST',
    url: '/api/account/two-factor/recovery-codes',
    call: (caller, request) => caller.twoFactor.regenerateRecoveryCodes(body(request)),
  }),
  route({
    method: 'DELETE',
    url: '/api/account/two-factor',
    call: (caller, request) => caller.twoFactor.disable(body(request)),
  }),
  route({ method: 'GET', url: '/api/account/passkeys', call: (caller) => caller.passkeys.list() }),
  route({
    method: 'POST',
    url: '/api/account/passkeys/options',
    call: (caller) => caller.passkeys.registrationOptions(),
  }),
  route({
    method: 'POST',
    url: '/api/account/passkeys',
    status: 201,
    call: (caller, request) => caller.passkeys.add(body(request)),
  }),
  route({
    method: 'DELETE',
    url: '/api/account/passkeys/:id',
    call: (caller, request) => caller.passkeys.remove({ id: idParam(request) }),
  }),
];
