import { describe, expect, it } from 'vitest';
import {
  createWorkspaceSchema,
  isAllowedWorkspaceSlug,
  RESERVED_WORKSPACE_SLUGS,
  workspaceMessages,
  workspaceSlugBase,
} from './workspaces';

const slugError = (slug: string) =>
  createWorkspaceSchema.safeParse({ name: 'Team', slug }).error?.issues[0]?.message;

describe('workspace slugs', () => {
  it('takes 3 to 50 lower-case letters, digits and inner hyphens, in any case as typed', () => {
    expect(createWorkspaceSchema.parse({ name: 'Team', slug: ' Growth-Team-2 ' }).slug).toBe(
      'growth-team-2',
    );
    expect(slugError('abc')).toBeUndefined();
    expect(slugError('a'.repeat(50))).toBeUndefined();
    for (const slug of ['ab', 'a'.repeat(51), '-abc', 'abc-', 'ab_c', 'ab c', 'café']) {
      expect(slugError(slug), slug).toBe(workspaceMessages.slugInvalid);
    }
    expect(createWorkspaceSchema.parse({ name: 'Team', slug: '' }).slug).toBeUndefined();
  });

  it('refuses the reserved words, which are all otherwise valid slugs', () => {
    expect(slugError('API')).toBe(workspaceMessages.slugReserved);
    expect(slugError('new')).toBe(workspaceMessages.slugReserved);
    expect(slugError('settings')).toBe(workspaceMessages.slugReserved);
    for (const word of RESERVED_WORKSPACE_SLUGS) {
      expect(isAllowedWorkspaceSlug(word), word).toBe(false);
      expect(/^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$/.test(word), word).toBe(true);
    }
  });

  it('offers a slug made from the name', () => {
    expect(workspaceSlugBase('Growth Team!')).toBe('growth-team');
    expect(workspaceSlugBase('Équipe Café')).toBe('equipe-cafe');
    expect(workspaceSlugBase('Prompt people')).toBe('prompt-people');
    expect(workspaceSlugBase('🚀✨')).toBe('workspace');
    const long = workspaceSlugBase('The quite remarkably long name of a workspace of writers');
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long).toMatch(/^[a-z0-9-]*[a-z0-9]$/);
  });
});
