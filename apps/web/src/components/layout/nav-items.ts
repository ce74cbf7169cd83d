import type { LinkProps } from '@tanstack/react-router';

import type { Viewer } from '#src/lib/auth';

export interface NavItem {
  to: NonNullable<LinkProps['to']>;
  label: string;
  /** Only highlight on an exact match (used by Home, whose path prefixes every other). */
  exact?: boolean;
}

/** The navigation bar's logged-out entries. The brand link is rendered separately. */
export const visitorNav: readonly NavItem[] = [{ to: '/browse', label: 'Browse AI Prompts' }];

/** The navigation bar's logged-in entries; Superadmin only for superadmins. */
export function memberNav(viewer: Viewer): NavItem[] {
  const items: NavItem[] = [
    { to: '/', label: 'Home', exact: true },
    { to: '/browse', label: 'Browse Prompts' },
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/favorites', label: 'Favorites' },
    { to: '/my-collections', label: 'Collections' },
  ];
  if (viewer.superadmin) items.push({ to: '/superadmin', label: 'Superadmin' });
  return items;
}

/** The user menu's entries (Logout is an action, not a link). */
export const accountNav: readonly NavItem[] = [
  { to: '/profile', label: 'Profile' },
  { to: '/change-password', label: 'Change Password' },
  { to: '/settings/security', label: 'Security' },
  { to: '/settings/tokens', label: 'API Tokens' },
  { to: '/settings/webhooks', label: 'Webhooks' },
  { to: '/settings/notifications', label: 'Notifications' },
];
