import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { patchPromptEverywhere } from './prompt-cache';
import type { Prompt } from './types';

/** A prompt as the server sends it, with only the parts these tests look at filled in. */
function prompt(id: number, overrides: Partial<Prompt> = {}): Prompt {
  return {
    id,
    title: `Prompt ${id}`,
    isLiked: false,
    likesCount: 0,
    isFavorited: false,
    favoritesCount: 0,
    ...overrides,
  } as Prompt;
}

const like = (s: Pick<Prompt, 'isLiked' | 'likesCount'>) => ({
  isLiked: !s.isLiked,
  likesCount: s.likesCount + (s.isLiked ? -1 : 1),
});

/** The cache of a member who has my prompts, a prompt page, Browse and a profile open. */
function filledCache() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['mine'], [prompt(1, { likesCount: 2 }), prompt(2)]);
  queryClient.setQueryData(['byId', 1], prompt(1, { likesCount: 2 }));
  queryClient.setQueryData(['browse'], {
    pages: [{ snippets: [prompt(3), prompt(1, { likesCount: 2 })], total: 2 }],
    pageParams: [null],
  });
  queryClient.setQueryData(['profile'], { username: 'ada', snippets: [prompt(1)] });
  queryClient.setQueryData(['stats'], { total: 2, public: 1 });
  return queryClient;
}

describe('patchPromptEverywhere', () => {
  it('updates every cached copy of the prompt at once: lists, its page, Browse, a profile', () => {
    const queryClient = filledCache();
    patchPromptEverywhere(queryClient, 1, like);

    expect(queryClient.getQueryData<Prompt[]>(['mine'])?.[0]).toMatchObject({
      isLiked: true,
      likesCount: 3,
    });
    expect(queryClient.getQueryData<Prompt>(['byId', 1])).toMatchObject({
      isLiked: true,
      likesCount: 3,
    });
    const browse = queryClient.getQueryData<{ pages: { snippets: Prompt[] }[] }>(['browse']);
    expect(browse?.pages[0]?.snippets[1]).toMatchObject({ isLiked: true, likesCount: 3 });
    expect(
      queryClient.getQueryData<{ snippets: Prompt[] }>(['profile'])?.snippets[0],
    ).toMatchObject({ isLiked: true, likesCount: 1 });
  });

  it('leaves other prompts and other data as they were, the same objects', () => {
    const queryClient = filledCache();
    const stats = queryClient.getQueryData(['stats']);
    const other = queryClient.getQueryData<Prompt[]>(['mine'])?.[1];
    const browseOther = queryClient.getQueryData<{ pages: { snippets: Prompt[] }[] }>(['browse'])
      ?.pages[0]?.snippets[0];
    patchPromptEverywhere(queryClient, 1, like);

    expect(queryClient.getQueryData(['stats'])).toBe(stats);
    expect(queryClient.getQueryData<Prompt[]>(['mine'])?.[1]).toBe(other);
    expect(
      queryClient.getQueryData<{ pages: { snippets: Prompt[] }[] }>(['browse'])?.pages[0]
        ?.snippets[0],
    ).toBe(browseOther);
    expect(queryClient.getQueryData<{ username: string }>(['profile'])?.username).toBe('ada');
  });

  it('puts everything back when the server refuses', () => {
    const queryClient = filledCache();
    const before = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryKey, query.state.data]);
    const rollback = patchPromptEverywhere(queryClient, 1, like);
    rollback();

    for (const [key, data] of before)
      expect(queryClient.getQueryData(key as string[])).toEqual(data);
  });

  it('changes nothing for a prompt that is not in the cache', () => {
    const queryClient = filledCache();
    const mine = queryClient.getQueryData(['mine']);
    const rollback = patchPromptEverywhere(queryClient, 99, like);
    expect(queryClient.getQueryData(['mine'])).toBe(mine);
    rollback();
    expect(queryClient.getQueryData(['mine'])).toBe(mine);
  });
});
