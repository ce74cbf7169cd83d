import { route } from './adapter';

export const optionsRoutes = [
  route({ method: 'GET', url: '/api/ai-tools', call: (caller) => caller.options.aiTools() }),
  route({ method: 'GET', url: '/api/purposes', call: (caller) => caller.options.purposes() }),
];
