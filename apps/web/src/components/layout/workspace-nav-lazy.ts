import { lazy } from 'react';

// The workspace switcher and its phone-menu list are for signed-in people: one chunk, loaded
// when first shown, never in the first bundle.
const load = () => import('../workspaces/workspace-nav');

export const WorkspaceSwitcher = lazy(() =>
  load().then(({ WorkspaceSwitcher }) => ({ default: WorkspaceSwitcher })),
);
export const MobileWorkspaces = lazy(() =>
  load().then(({ MobileWorkspaces }) => ({ default: MobileWorkspaces })),
);
