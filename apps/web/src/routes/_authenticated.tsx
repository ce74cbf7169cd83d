import { createFileRoute, redirect } from '@tanstack/react-router';

import { loadViewer } from '../lib/auth';

/** Pathless layout for the personal areas (dashboard, favorites, profile): visitors go to /auth. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const viewer = await loadViewer(context);
    // After signing in, the person comes back here.
    if (!viewer)
      throw redirect({ to: '/auth', search: { redirect: location.href }, replace: true });
    return { viewer };
  },
});
