import { searchWords } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import type { PromptInput } from '@promptshelf/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, visitorCaller } from '../../test/callers';

// Typo-tolerant browse search: words no public prompt contains are corrected to the closest
// word of search_words, then searched normally (docs/decisions/052-typo-tolerant-search.md).

let database: TestDatabase;
let author: Awaited<ReturnType<typeof signedInCaller>>;
let visitor: ReturnType<typeof visitorCaller>;

function create(overrides: Partial<PromptInput>) {
  return author.caller.snippets.create({
    title: 'Plain prompt',
    content: 'Some ordinary words.',
    aiTool: 'Claude',
    purpose: 'business',
    ...overrides,
  });
}

const search = (text: string) => visitor.snippets.browse({ search: text });
const found = async (text: string) => (await search(text)).snippets.map((s) => s.title);

beforeAll(async () => {
  database = await createTestDatabase();
  author = await signedInCaller(database.db, 'typist');
  visitor = visitorCaller(database.db);
  await create({ title: 'Meeting summary', content: 'Turn the notes into decisions and owners.' });
  await create({ title: 'Job interview questions', content: 'Ask about teamwork and conflict.' });
  await create({ title: 'Python code review', content: 'Check the pull request for bugs.' });
  await create({
    title: 'Marketing email for launch',
    content: 'Announce the newsletter feature to customers.',
  });
  // 'summer' is as close to 'summery' as 'summary' is; 'summary' is in more prompts.
  await create({ title: 'Weekly report', content: 'A short summary of the week.' });
  await create({ title: 'Summer holiday plan', content: 'Beaches and museums.' });
  // Never public: its words never enter search_words.
  await create({ title: 'Zeppelin hangar', content: 'Quixotic blueprint.', isPublic: false });
  // Public, then made private: its words stay, but find no public prompt.
  const walrus = await create({ title: 'Walrus colony', content: 'Arctic census.' });
  const hidden = await author.caller.snippets.update({ id: walrus.id, isPublic: false });
  expect(hidden.isPublic).toBe(false);
});
afterAll(() => database.close());

describe('typo-tolerant search', () => {
  it.each([
    // [typo, kind, title expected first]
    ['summery', 'substitution in a title', 'Meeting summary'],
    ['meating', 'substitution in a title', 'Meeting summary'],
    ['meetng', 'omission in a title', 'Meeting summary'],
    ['meetiing', 'insertion in a title', 'Meeting summary'],
    ['intreview', 'transposition in a title', 'Job interview questions'],
    ['pyhton', 'transposition in a short title word', 'Python code review'],
    ['markteing', 'transposition in a title', 'Marketing email for launch'],
    ['reveiw', 'transposition in a title', 'Python code review'],
    ['pyton', 'omission in a short title word', 'Python code review'],
    ['teamwirk', 'substitution in content', 'Job interview questions'],
    ['conflcit', 'transposition in content', 'Job interview questions'],
    ['newslettr', 'omission in content', 'Marketing email for launch'],
    ['customerss', 'insertion in content', 'Marketing email for launch'],
    ['intervuew questoins', 'two typos in two words', 'Job interview questions'],
    ['meating summery', 'two typos, the last matched as a word', 'Meeting summary'],
    ['Pyhton Code', 'capitals', 'Python code review'],
    ['questoinss', 'two edits in a long word', 'Job interview questions'],
    [
      'markting emial',
      'omission, and a transposition in a short word',
      'Marketing email for launch',
    ],
  ])('finds %s (%s)', async (typo, _kind, title) => {
    expect((await found(typo))[0]).toBe(title);
  });

  it('keeps correct words and an unfinished last word', async () => {
    // Both words exist, just never together: nothing is "corrected" into a match.
    expect((await search('python summer')).total).toBe(0);
    expect((await search('python holiday')).total).toBe(0);
    // A known word next to a typo stays itself.
    expect(await found('python reveiw')).toEqual(['Python code review']);
    // 'revi' begins 'review': the full-text prefix finds it once 'pyhton' is corrected.
    expect(await found('pyhton revi')).toEqual(['Python code review']);
    // The correct spelling is still found directly.
    expect(await found('summer')).toEqual(['Summer holiday plan']);
  });

  it('never finds through the words of private prompts', async () => {
    const words = (await database.db.select().from(searchWords)).map((row) => row.word);
    expect(words).toContain('summary');
    expect(words).not.toContain('zeppelin');
    expect(words).not.toContain('quixotic');
    for (const q of ['zeppelin', 'zepelin', 'quixotc', 'walrus', 'walrs', 'arctc']) {
      expect((await search(q)).total, q).toBe(0);
    }
  });

  it('finds nothing for gibberish, and takes hostile text as text', async () => {
    for (const q of ['zzqqxx', 'qwxyzzy', 'xq', 'bnmvcxz lkjhgf']) {
      expect((await search(q)).total, q).toBe(0);
    }
    for (const q of [
      "pyhton'",
      'pyhton\\',
      '"pyhton"',
      'pyhton -java',
      'pyhton or',
      '%_pyh',
      'a'.repeat(40),
    ]) {
      // Answers (whatever it finds) instead of failing.
      await expect(search(q), q).resolves.toMatchObject({ total: expect.any(Number) });
    }
    expect(await found('"pyhton"')).toEqual(['Python code review']);
  });

  it('learns the words of new and newly public prompts', async () => {
    expect((await search('platypuss')).total).toBe(0);
    await create({ title: 'Platypus facts', content: 'Egg-laying mammals.' });
    expect(await found('platypuss')).toEqual(['Platypus facts']);
    const hidden = await create({ title: 'Narwhal tusks', content: 'Ivory.', isPublic: false });
    expect((await search('narwhl')).total).toBe(0);
    await author.caller.snippets.update({
      id: hidden.id,
      isPublic: true,
      content: 'Spiral ivory.',
    });
    expect(await found('narwhl')).toEqual(['Narwhal tusks']);
    expect(await found('spirla')).toEqual(['Narwhal tusks']);
  });
});
