import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { adminRouter } from './routers/admin';
import { accountRouter, authRouter } from './routers/auth';
import { collectionsRouter } from './routers/collections';
import { commentsRouter } from './routers/comments';
import { identitiesRouter } from './routers/identities';
import { labelsRouter } from './routers/labels';
import { libraryRouter } from './routers/library';
import { moderationRouter } from './routers/moderation';
import { followsRouter, notificationsRouter } from './routers/notifications';
import { optionsRouter } from './routers/options';
import { paletteRouter } from './routers/palette';
import { profilesRouter } from './routers/profiles';
import { passkeysRouter, signInStepsRouter, twoFactorRouter } from './routers/second-factors';
import { promptsRouter } from './routers/prompts';
import { registryRouter } from './routers/registry';
import { suggestionsRouter } from './routers/suggestions';
import { tagsRouter } from './routers/tags';
import { tokensRouter } from './routers/tokens';
import { webhooksRouter } from './routers/webhooks';
import { versionsRouter } from './routers/versions';
import { workspacesRouter } from './routers/workspaces';
import { createCallerFactory, createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  account: accountRouter,
  admin: adminRouter,
  auth: authRouter,
  collections: collectionsRouter,
  comments: commentsRouter,
  identities: identitiesRouter,
  follows: followsRouter,
  labels: labelsRouter,
  library: libraryRouter,
  moderation: moderationRouter,
  notifications: notificationsRouter,
  options: optionsRouter,
  palette: paletteRouter,
  passkeys: passkeysRouter,
  profiles: profilesRouter,
  registry: registryRouter,
  signIn: signInStepsRouter,
  snippets: promptsRouter,
  suggestions: suggestionsRouter,
  tags: tagsRouter,
  tokens: tokensRouter,
  webhooks: webhooksRouter,
  twoFactor: twoFactorRouter,
  versions: versionsRouter,
  workspaces: workspacesRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const createCaller = createCallerFactory(appRouter);
