import type { RestRoute } from './adapter';

/** The spec's /api paths (spec §7). Each one only names the procedure it calls. */
export const restRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/ai-tools', call: (caller) => caller.options.aiTools() },
  { method: 'GET', url: '/api/purposes', call: (caller) => caller.options.purposes() },
];
