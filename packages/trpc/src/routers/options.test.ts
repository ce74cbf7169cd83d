import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner } from '../context';
import { createCaller } from '../root';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('options router', () => {
  it('lists the four AI tools and seven purposes in their seeded order', async () => {
    const caller = createCaller(createContextInner({ db: database.db, viewer: null }));
    const tools = await caller.options.aiTools();
    expect(tools.map((t) => t.name)).toEqual(['ChatGPT/GPT4', 'Claude', 'Gemini', 'Other']);
    const purposes = await caller.options.purposes();
    expect(purposes.map((p) => p.name)).toEqual([
      'marketing',
      'coding',
      'writing',
      'analysis',
      'education',
      'business',
      'creative',
    ]);
  });

  it('tells a visitor that nobody is signed in', async () => {
    const caller = createCaller(createContextInner({ db: database.db, viewer: null }));
    expect(await caller.auth.me()).toBeNull();
  });
});
