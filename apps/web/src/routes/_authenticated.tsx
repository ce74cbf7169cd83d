import { createFileRoute, redirect } from '@tanstack/react-router';

import { loadViewer } from '../lib/auth';

/** Pathless layout for the personal areas (spec §2): logged-out visitors go to /auth. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context }) => {
    const viewer = await loadViewer(context);
    if (!viewer) throw redirect({ to: '/auth', replace: true });
    return { viewer };
  },
});
