import { describe, expect, it } from 'vitest';
import { adminListSchema, moderatePromptSchema } from './admin';

describe('admin schemas', () => {
  it('reads query-string numbers and fills the defaults', () => {
    expect(adminListSchema.parse({})).toEqual({ search: '', limit: 20, offset: 0 });
    expect(adminListSchema.parse({ search: '  ada ', limit: '5', offset: '40' })).toEqual({
      search: 'ada',
      limit: 5,
      offset: 40,
    });
    expect(adminListSchema.parse({ limit: '', offset: '' })).toEqual({
      search: '',
      limit: 20,
      offset: 0,
    });
  });

  it('refuses a bad page with a readable message', () => {
    for (const limit of ['0', '101', 'abc', '2.5', '-1']) {
      expect(adminListSchema.safeParse({ limit }).error?.issues[0]?.message).toBe(
        'limit must be a whole number from 1 to 100',
      );
    }
    expect(adminListSchema.safeParse({ offset: '-3' }).error?.issues[0]?.message).toMatch(
      /^offset must be a whole number/,
    );
    expect(adminListSchema.safeParse({ search: ['a', 'b'] }).success).toBe(false);
  });

  it('checks the prompt id and keeps an empty reason out of the audit row', () => {
    expect(moderatePromptSchema.parse({ id: '12', reason: '  ' })).toEqual({ id: 12 });
    expect(moderatePromptSchema.parse({ id: 3, reason: ' spam ' })).toEqual({
      id: 3,
      reason: 'spam',
    });
    expect(moderatePromptSchema.safeParse({ id: 'x' }).success).toBe(false);
    expect(moderatePromptSchema.safeParse({ id: '0' }).success).toBe(false);
    expect(moderatePromptSchema.safeParse({ id: '99999999999' }).success).toBe(false);
  });
});
