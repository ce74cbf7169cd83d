import { WORKSPACE_ROLES, type WorkspaceRole } from '@promptshelf/validators';

// What a member's role lets them do on the workspace's screens. The server decides each call;
// these only keep out of sight what it would refuse.

const rank = (role: WorkspaceRole) => WORKSPACE_ROLES.indexOf(role);

export const ROLE_LABELS: Record<WorkspaceRole, string> = {
  viewer: 'Viewer',
  editor: 'Editor',
  admin: 'Admin',
  owner: 'Owner',
};

/** Editors and above create, edit, delete and move the workspace's prompts. */
export function canEditPrompts(role: WorkspaceRole): boolean {
  return rank(role) >= rank('editor');
}

/** Admins and owners manage members, invitations and the name, and read the activity log. */
export function canManage(role: WorkspaceRole): boolean {
  return rank(role) >= rank('admin');
}

/**
 * The roles `mine` may give a member who holds `theirs`, or an empty list when `mine` may not
 * change it: only owners make owners or touch an owner's role.
 */
export function assignableRoles(mine: WorkspaceRole, theirs: WorkspaceRole): WorkspaceRole[] {
  if (mine === 'owner') return [...WORKSPACE_ROLES];
  if (mine === 'admin' && theirs !== 'owner') return WORKSPACE_ROLES.filter((r) => r !== 'owner');
  return [];
}

/** Whether `mine` may remove another member who holds `theirs` (leaving is open to everyone). */
export function canRemove(mine: WorkspaceRole, theirs: WorkspaceRole): boolean {
  return assignableRoles(mine, theirs).length > 0;
}

/** The roles an invitation from `mine` may carry. */
export function invitableRoles(mine: WorkspaceRole): WorkspaceRole[] {
  return assignableRoles(mine, 'viewer');
}
