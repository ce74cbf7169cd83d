import {
  addPasskeySchema,
  passkeyIdSchema,
  passkeySignInSchema,
  passwordSchema,
  secondFactorCodeSchema,
  turnOffTwoFactorSchema,
} from '@promptshelf/validators';
import * as passkeys from '../domain/accounts/passkeys';
import { finishSecondFactor } from '../domain/accounts/sign-in';
import * as twoFactor from '../domain/accounts/two-factor';
import { createTRPCRouter, protectedSessionProcedure, sessionOnlyProcedure } from '../trpc';

/** The sign-in steps after the first, and 'Sign in with a passkey'; a session's only. */
export const signInStepsRouter = createTRPCRouter({
  /** The code (or a recovery code) after a right password, when two-factor is on. */
  secondFactor: sessionOnlyProcedure
    .input(secondFactorCodeSchema)
    .mutation(({ ctx, input }) => finishSecondFactor(ctx, input)),
  passkeyOptions: sessionOnlyProcedure.mutation(({ ctx }) => passkeys.passkeySignInOptions(ctx)),
  passkey: sessionOnlyProcedure
    .input(passkeySignInSchema)
    .mutation(({ ctx, input }) => passkeys.signInWithPasskey(ctx, input)),
});

/** Two-factor settings of the signed-in person, at the website only (never an API token). */
export const twoFactorRouter = createTRPCRouter({
  status: protectedSessionProcedure.query(({ ctx }) =>
    twoFactor.twoFactorStatus(ctx.db, ctx.viewer.id),
  ),
  setup: protectedSessionProcedure.mutation(({ ctx }) => twoFactor.startTwoFactor(ctx)),
  enable: protectedSessionProcedure
    .input(secondFactorCodeSchema)
    .mutation(({ ctx, input }) => twoFactor.enableTwoFactor(ctx, input)),
  regenerateRecoveryCodes: protectedSessionProcedure
    .input(passwordSchema)
    .mutation(({ ctx, input }) => twoFactor.regenerateRecoveryCodes(ctx, input)),
  disable: protectedSessionProcedure
    .input(turnOffTwoFactorSchema)
    .mutation(({ ctx, input }) => twoFactor.disableTwoFactor(ctx, input)),
});

export const passkeysRouter = createTRPCRouter({
  list: protectedSessionProcedure.query(({ ctx }) => passkeys.listPasskeys(ctx)),
  registrationOptions: protectedSessionProcedure.mutation(({ ctx }) =>
    passkeys.passkeyRegistrationOptions(ctx),
  ),
  add: protectedSessionProcedure
    .input(addPasskeySchema)
    .mutation(({ ctx, input }) => passkeys.addPasskey(ctx, input)),
  remove: protectedSessionProcedure
    .input(passkeyIdSchema)
    .mutation(({ ctx, input }) => passkeys.removePasskey(ctx, input)),
});
