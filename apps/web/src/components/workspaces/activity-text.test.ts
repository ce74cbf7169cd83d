import { describe, expect, it } from 'vitest';

import { describeActivity } from './activity-text';

const ada = { username: 'ada', firstName: 'Ada', profileImageUrl: null };

describe('describeActivity', () => {
  it('names the actor by first name, else username, else Someone', () => {
    const event = {
      action: 'member.removed' as const,
      subject: { type: 'member' as const, username: 'bob' },
      details: {},
    };
    expect(describeActivity({ ...event, actor: ada })).toBe('Ada removed @bob');
    expect(describeActivity({ ...event, actor: { ...ada, firstName: null } })).toBe(
      '@ada removed @bob',
    );
    expect(describeActivity({ ...event, actor: null })).toBe('Someone removed @bob');
  });

  it('says which roles changed and what an invitation offers', () => {
    expect(
      describeActivity({
        action: 'member.role_changed',
        actor: ada,
        subject: { type: 'member', username: 'bob' },
        details: { role: 'editor', previousRole: 'viewer' },
      }),
    ).toBe('Ada changed the role of @bob from Viewer to Editor');
    expect(
      describeActivity({
        action: 'invitation.sent',
        actor: ada,
        subject: { type: 'invitation', email: 'bob@example.com' },
        details: { role: 'admin' },
      }),
    ).toBe('Ada invited bob@example.com as Admin');
    expect(
      describeActivity({
        action: 'member.joined',
        actor: ada,
        subject: { type: 'member', username: 'bob' },
        details: { role: 'viewer' },
      }),
    ).toBe('@bob joined as Viewer');
  });

  it('gives the old name, and the old slug only when it changed', () => {
    const renamed = {
      action: 'workspace.renamed' as const,
      actor: ada,
      subject: { type: 'workspace' as const, name: 'Ops', slug: 'ops' },
    };
    expect(
      describeActivity({ ...renamed, details: { previousName: 'Team', previousSlug: 'ops' } }),
    ).toBe('Ada renamed the workspace “Team” to “Ops”');
    expect(
      describeActivity({ ...renamed, details: { previousName: 'Team', previousSlug: 'team' } }),
    ).toBe('Ada renamed the workspace “Team” to “Ops” (slug team → ops)');
  });

  it('names the prompt an event is about, by its title then', () => {
    const event = {
      actor: ada,
      subject: { type: 'prompt' as const, id: 7, title: 'Cold email' },
      details: {},
    };
    expect(describeActivity({ ...event, action: 'prompt.created' })).toBe(
      'Ada created the prompt “Cold email”',
    );
    expect(describeActivity({ ...event, action: 'prompt.moved_out' })).toBe(
      'Ada moved the prompt “Cold email” out of this workspace',
    );
  });

  it('names a workspace token and the admin who made it', () => {
    const token = { type: 'token' as const, name: 'Sync bot' };
    expect(
      describeActivity({
        actor: ada,
        action: 'token.created',
        subject: token,
        details: { scope: 'write' },
      }),
    ).toBe('Ada created the token “Sync bot” with write access');
    expect(
      describeActivity({
        actor: ada,
        action: 'prompt.edited',
        subject: { type: 'prompt', id: 7, title: 'Cold email' },
        details: { token: 'Sync bot' },
      }),
    ).toBe('The token “Sync bot” (made by Ada) edited the prompt “Cold email”');
  });
});
