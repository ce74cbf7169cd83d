import { describe, expect, it } from 'vitest';

import {
  cleanBrowseSearch,
  formatCount,
  toBrowseQuery,
  validateBrowseSearch,
} from './browse-search';

describe('validateBrowseSearch (a shared or hand-edited /browse link)', () => {
  it('keeps a well-formed state', () => {
    expect(validateBrowseSearch({ search: 'email', aiTool: 'Claude', sortBy: 'liked' })).toEqual({
      search: 'email',
      aiTool: 'Claude',
      sortBy: 'liked',
    });
  });

  it('drops what is malformed instead of failing the page', () => {
    expect(validateBrowseSearch({ search: 42, aiTool: ['x'], sortBy: 'newest' })).toEqual({});
    expect(validateBrowseSearch({ search: 'x'.repeat(10_000) })).toEqual({});
    expect(validateBrowseSearch({})).toEqual({});
  });
});

describe('tags in the address', () => {
  it('reads one, several joined by commas, or repeated keys; normalised, bad ones dropped', () => {
    expect(validateBrowseSearch({ tag: 'Cold Email' })).toEqual({ tag: 'cold-email' });
    expect(validateBrowseSearch({ tag: 'seo,cold-email' })).toEqual({ tag: 'seo,cold-email' });
    expect(validateBrowseSearch({ tag: ['a', 'b', 'a'] })).toEqual({ tag: 'a,b' });
    expect(validateBrowseSearch({ tag: 2024 })).toEqual({ tag: '2024' });
    expect(validateBrowseSearch({ tag: 'c++' })).toEqual({});
    expect(toBrowseQuery({ tag: 'seo,cold-email' }).tag).toEqual(['seo', 'cold-email']);
    expect(cleanBrowseSearch({ tag: '' })).toEqual({});
  });
});

describe('toBrowseQuery (what the server is asked)', () => {
  it('sorts by Best Match with a term and by Most Recent without', () => {
    expect(toBrowseQuery({ search: 'email' })).toEqual({
      search: 'email',
      aiTool: undefined,
      tag: [],
      sortBy: 'relevance',
    });
    expect(toBrowseQuery({})).toEqual({
      search: undefined,
      aiTool: undefined,
      sortBy: 'recent',
      tag: [],
    });
  });

  it('never asks for Best Match without a term', () => {
    expect(toBrowseQuery({ sortBy: 'relevance' }).sortBy).toBe('recent');
    expect(toBrowseQuery({ search: '   ', sortBy: 'relevance' }).sortBy).toBe('recent');
  });

  it('keeps a chosen order, trims the term and leaves out "all" tools', () => {
    expect(toBrowseQuery({ search: '  email ', aiTool: 'all', sortBy: 'popular' })).toEqual({
      search: 'email',
      aiTool: undefined,
      tag: [],
      sortBy: 'popular',
    });
    expect(toBrowseQuery({ aiTool: 'Claude', sortBy: 'liked' })).toEqual({
      search: undefined,
      aiTool: 'Claude',
      sortBy: 'liked',
      tag: [],
    });
  });
});

describe("a named 'Other' tool and a purpose", () => {
  it("asks for the named tool within 'Other', and keeps both in the address", () => {
    const state = { customAiTool: 'Midjourney', aiTool: 'Claude', purpose: 'coding' };
    expect(toBrowseQuery(state)).toMatchObject({
      aiTool: 'Other',
      customAiTool: 'Midjourney',
      purpose: 'coding',
    });
    expect(cleanBrowseSearch(state)).toEqual({
      aiTool: 'Other',
      customAiTool: 'Midjourney',
      purpose: 'coding',
    });
    expect(cleanBrowseSearch({ purpose: 'all', customAiTool: '' })).toEqual({});
  });
});

describe('cleanBrowseSearch (the address of a state)', () => {
  it('leaves out defaults so links stay short', () => {
    expect(cleanBrowseSearch({ search: '', aiTool: 'all', sortBy: 'recent' })).toEqual({});
    expect(cleanBrowseSearch({ search: 'email', sortBy: 'relevance' })).toEqual({
      search: 'email',
    });
  });

  it('keeps what differs from the default', () => {
    expect(cleanBrowseSearch({ search: 'email', sortBy: 'recent' })).toEqual({
      search: 'email',
      sortBy: 'recent',
    });
    expect(cleanBrowseSearch({ aiTool: 'Claude', sortBy: 'popular' })).toEqual({
      aiTool: 'Claude',
      sortBy: 'popular',
    });
  });

  it('gives the same query back after a round trip through the address', () => {
    const state = { search: 'meeting notes', aiTool: 'ChatGPT', sortBy: 'liked' } as const;
    expect(toBrowseQuery(validateBrowseSearch(cleanBrowseSearch(state)))).toEqual(
      toBrowseQuery(state),
    );
  });
});

describe('formatCount', () => {
  it('says a capped count honestly', () => {
    expect(formatCount(1234, false)).toBe('1,234');
    expect(formatCount(1000, true)).toBe('1,000+');
  });
});
