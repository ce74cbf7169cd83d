import { identityIdSchema } from '@promptshelf/validators';
import * as identities from '../domain/accounts/identities';
import { createTRPCRouter, protectedSessionProcedure } from '../trpc';

// Linked sign-in identities belong to the person at the website: an API token gets a 403.
export const identitiesRouter = createTRPCRouter({
  list: protectedSessionProcedure.query(({ ctx }) => identities.listIdentities(ctx.db, ctx.viewer)),
  unlink: protectedSessionProcedure
    .input(identityIdSchema)
    .mutation(({ ctx, input }) => identities.unlinkIdentity(ctx.db, ctx.viewer, input.id)),
});
