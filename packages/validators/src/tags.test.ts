import { describe, expect, it } from 'vitest';

import { normalizeTag, tagMessages, tagProblem } from './tag-rules';
import { tagFilterSchema, tagSuggestSchema, tagsSchema } from './tags';

describe('tags', () => {
  it('normalises as typed: lower case, spaces and underscores to one hyphen, ends trimmed', () => {
    expect(normalizeTag('Cold Email')).toBe('cold-email');
    expect(normalizeTag('  SEO__Tips  ')).toBe('seo-tips');
    expect(normalizeTag('-a -- b-')).toBe('a-b');
    expect(normalizeTag('ＡＢＣ')).toBe('abc');
  });

  it('says why a tag cannot be stored', () => {
    expect(tagProblem('cold-email')).toBeNull();
    expect(tagProblem('c++')).toBe(tagMessages.characters('c++'));
    expect(tagProblem('café')).toBe(tagMessages.characters('café'));
    expect(tagProblem('a'.repeat(31))).toBe(tagMessages.tooLong('a'.repeat(31)));
  });

  it('keeps each tag once, drops empty ones, and allows ten', () => {
    expect(tagsSchema.parse(['A', 'a', ' ', 'b c'])).toEqual(['a', 'b-c']);
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(tagsSchema.parse([...ten, 'T0'])).toEqual(ten);
    expect(tagsSchema.safeParse([...ten, 'eleven']).error?.issues[0]?.message).toBe(
      tagMessages.tooMany,
    );
  });

  it('reads a filter from one value or a list, sorted; nothing means none', () => {
    expect(tagFilterSchema.parse('Cold Email')).toEqual(['cold-email']);
    expect(tagFilterSchema.parse(['seo', 'ai'])).toEqual(['ai', 'seo']);
    expect(tagFilterSchema.parse(undefined)).toEqual([]);
    expect(tagFilterSchema.parse('')).toEqual([]);
  });

  it('suggests by a normalised prefix, ten by default, at most fifty', () => {
    expect(tagSuggestSchema.parse({})).toEqual({ search: '', limit: 10 });
    expect(tagSuggestSchema.parse({ search: 'Cold E', limit: '5' })).toEqual({
      search: 'cold-e',
      limit: 5,
    });
    expect(tagSuggestSchema.safeParse({ limit: 51 }).success).toBe(false);
  });
});
