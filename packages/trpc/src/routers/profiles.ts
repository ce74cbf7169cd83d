import {
  checkUsernameSchema,
  profileUpdateSchema,
  publicProfileSchema,
} from '@promptshelf/validators';
import * as profiles from '../domain/accounts/profiles';
import { createTRPCRouter, protectedProcedure, publicProcedure } from '../trpc';

export const profilesRouter = createTRPCRouter({
  mine: protectedProcedure.query(({ ctx }) => profiles.myProfile(ctx.db, ctx.viewer)),
  update: protectedProcedure.input(profileUpdateSchema).mutation(async ({ ctx, input }) => {
    const profile = await profiles.updateProfile(ctx.db, ctx.viewer, input);
    ctx.session.sessionsChanged();
    return profile;
  }),
  checkUsername: protectedProcedure.input(checkUsernameSchema).query(async ({ ctx, input }) => ({
    isTaken: await profiles.isUsernameTaken(ctx.db, ctx.viewer, input.username),
  })),
  public: publicProcedure
    .input(publicProfileSchema)
    .query(({ ctx, input }) =>
      profiles.publicProfile(ctx.db, ctx.viewer, input.username, input.tag),
    ),
});
