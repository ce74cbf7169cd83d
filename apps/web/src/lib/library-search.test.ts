import { describe, expect, it } from 'vitest';

import { cleanLibrarySearch, validateLibrarySearch } from './library-search';

describe('a library address (My Prompts, a workspace)', () => {
  it('keeps well-formed filters and drops malformed ones', () => {
    expect(
      validateLibrarySearch({
        search: 'emial',
        aiTool: 'Claude',
        purpose: 'coding',
        visibility: 'private',
        sortBy: 'liked',
        tag: 'Cold Email',
      }),
    ).toEqual({
      search: 'emial',
      aiTool: 'Claude',
      purpose: 'coding',
      visibility: 'private',
      sortBy: 'liked',
      tag: 'cold-email',
    });
    expect(
      cleanLibrarySearch(validateLibrarySearch({ visibility: 'secret', sortBy: 'relevance' })),
    ).toEqual({});
  });

  it('leaves defaults out of the address', () => {
    expect(
      cleanLibrarySearch({
        search: ' ',
        aiTool: 'all',
        purpose: 'all',
        visibility: 'all',
        sortBy: 'recent',
        tag: '',
      }),
    ).toEqual({});
    expect(cleanLibrarySearch({ search: 'email', sortBy: 'popular' })).toEqual({
      search: 'email',
      sortBy: 'popular',
    });
  });
});
