import { describe, expect, it } from 'vitest';

import { assignableRoles, canEditPrompts, canManage, canRemove, invitableRoles } from './roles';

describe('workspace roles on screen', () => {
  it('lets owners give every role, admins every role below owner, others none', () => {
    expect(assignableRoles('owner', 'owner')).toEqual(['viewer', 'editor', 'admin', 'owner']);
    expect(assignableRoles('admin', 'editor')).toEqual(['viewer', 'editor', 'admin']);
    expect(assignableRoles('admin', 'admin')).toEqual(['viewer', 'editor', 'admin']);
    expect(assignableRoles('admin', 'owner')).toEqual([]);
    expect(assignableRoles('editor', 'viewer')).toEqual([]);
    expect(assignableRoles('viewer', 'viewer')).toEqual([]);
  });

  it('lets editors and above change prompts, never viewers', () => {
    expect(canEditPrompts('viewer')).toBe(false);
    expect(canEditPrompts('editor')).toBe(true);
    expect(canEditPrompts('admin')).toBe(true);
    expect(canEditPrompts('owner')).toBe(true);
  });

  it('lets admins remove anyone but an owner, and owners anyone', () => {
    expect(canRemove('admin', 'admin')).toBe(true);
    expect(canRemove('admin', 'owner')).toBe(false);
    expect(canRemove('owner', 'owner')).toBe(true);
    expect(canRemove('editor', 'viewer')).toBe(false);
  });

  it('offers owner invitations to owners only, and management to admins and owners', () => {
    expect(invitableRoles('owner')).toContain('owner');
    expect(invitableRoles('admin')).toEqual(['viewer', 'editor', 'admin']);
    expect(invitableRoles('editor')).toEqual([]);
    expect([
      canManage('viewer'),
      canManage('editor'),
      canManage('admin'),
      canManage('owner'),
    ]).toEqual([false, false, true, true]);
  });
});
