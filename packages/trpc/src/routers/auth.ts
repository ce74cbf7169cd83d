import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailChangeSchema,
  deleteAccountSchema,
  sessionIdSchema,
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@promptshelf/validators';
import * as account from '../domain/accounts/account';
import * as auth from '../domain/accounts/auth';
import * as sessions from '../domain/accounts/sessions';
import {
  createTRPCRouter,
  protectedProcedure,
  protectedSessionProcedure,
  publicProcedure,
  sessionOnlyProcedure,
} from '../trpc';

// Signing in and out, and the mailed-token flows, belong to sessions: an API token gets a 403.
export const authRouter = createTRPCRouter({
  /** The signed-in user, or null for a visitor. */
  me: publicProcedure.query(({ ctx }) => ctx.viewer),
  /** The providers the operator configured, for the 'Continue with ...' buttons. */
  providers: publicProcedure.query(({ ctx }) => ctx.signInProviders),
  /** The signed-in user; 401 for a visitor (the REST `GET /api/auth/user`). */
  user: protectedProcedure.query(({ ctx }) => ctx.viewer),
  register: sessionOnlyProcedure
    .input(registerSchema)
    .mutation(({ ctx, input }) => auth.register(ctx, input)),
  login: sessionOnlyProcedure
    .input(loginSchema)
    .mutation(({ ctx, input }) => auth.login(ctx, input)),
  logout: sessionOnlyProcedure.mutation(({ ctx }) => auth.logout(ctx)),
  forgotPassword: sessionOnlyProcedure
    .input(emailOnlySchema)
    .mutation(({ ctx, input }) => auth.forgotPassword(ctx, input)),
  resetPassword: sessionOnlyProcedure
    .input(resetPasswordSchema)
    .mutation(({ ctx, input }) => auth.resetPassword(ctx, input)),
  /** Whether a mailed reset link still works; reads only, the link stays usable. */
  resetLinkUsable: sessionOnlyProcedure.input(verifyEmailSchema).query(async ({ ctx, input }) => ({
    usable: await auth.resetLinkUsable(ctx.db, input.token),
  })),
  resendVerification: sessionOnlyProcedure
    .input(emailOnlySchema)
    .mutation(({ ctx, input }) => auth.resendVerification(ctx, input)),
  /** The mailed link's target: true when the email is now verified. */
  verifyEmail: sessionOnlyProcedure.input(verifyEmailSchema).mutation(async ({ ctx, input }) => ({
    verified: await auth.verifyEmail(ctx.db, input.token),
  })),
});

export const accountRouter = createTRPCRouter({
  changePassword: protectedSessionProcedure
    .input(changePasswordSchema)
    .mutation(({ ctx, input }) => auth.changePassword(ctx, input)),
  /** Where the person is signed in: their sessions, this one marked. */
  sessions: protectedSessionProcedure.query(({ ctx }) => sessions.listSessions(ctx)),
  signOutSession: protectedSessionProcedure
    .input(sessionIdSchema)
    .mutation(({ ctx, input }) => sessions.signOutSession(ctx, input.id)),
  signOutOtherSessions: protectedSessionProcedure.mutation(({ ctx }) =>
    sessions.signOutOtherSessions(ctx),
  ),
  changeEmail: protectedSessionProcedure
    .input(changeEmailSchema)
    .mutation(({ ctx, input }) => account.requestEmailChange(ctx, input)),
  /** The mailed link's target: true when the email is now the new one. */
  confirmEmailChange: sessionOnlyProcedure
    .input(confirmEmailChangeSchema)
    .mutation(async ({ ctx, input }) => ({
      changed: await account.confirmEmailChange(ctx, input.token),
    })),
  /**
   * What the email change, deleting and a first password ask for: the password, a code, or a
   * fresh sign-in (decision 184).
   */
  ownerProof: protectedSessionProcedure.query(({ ctx }) => account.ownerProofNeeded(ctx)),
  delete: protectedSessionProcedure
    .input(deleteAccountSchema)
    .mutation(({ ctx, input }) => account.deleteAccount(ctx, input)),
});
