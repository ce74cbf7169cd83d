import { accountRoutes } from './account';
import type { RestRoute } from './adapter';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { collectionRoutes } from './collections';
import { commentRoutes } from './comments';
import { discoveryRoutes } from './discovery';
import { identityRoutes } from './identities';
import { importExportRoutes } from './import-export';
import { labelRoutes } from './labels';
import { moderationRoutes } from './moderation';
import { notificationRoutes } from './notifications';
import { optionsRoutes } from './options';
import { promptRoutes } from './prompts';
import { registryRoutes } from './registry';
import { secondFactorRoutes } from './second-factors';
import { suggestionRoutes } from './suggestions';
import { tokenRoutes } from './tokens';
import { versionRoutes } from './versions';
import { webhookRestRoutes } from './webhooks';
import { workspaceRoutes } from './workspaces';

/** The REST paths under /api (docs/api.md), one file per domain; a route names its procedure. */
export const restRoutes: RestRoute[] = [
  ...optionsRoutes,
  ...authRoutes,
  ...secondFactorRoutes,
  ...accountRoutes,
  ...promptRoutes,
  ...registryRoutes,
  ...versionRoutes,
  ...commentRoutes,
  ...suggestionRoutes,
  ...labelRoutes,
  ...discoveryRoutes,
  ...adminRoutes,
  ...moderationRoutes,
  ...tokenRoutes,
  ...importExportRoutes,
  ...collectionRoutes,
  ...workspaceRoutes,
  ...identityRoutes,
  ...webhookRestRoutes,
  ...notificationRoutes,
];
