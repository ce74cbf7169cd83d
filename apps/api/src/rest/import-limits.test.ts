import { snippets, snippetVersions } from '@promptshelf/db';
import { IMPORT_MAX_BYTES, importMessages } from '@promptshelf/validators';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { countPromptsOf } from '../test/prompts';
import { signedInUser } from '../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { loginPerIp: 10_000, importPerUser: 3, importPerToken: 2 },
  });
});
afterAll(() => t.close());

const tooManyJsonValues = {
  message:
    'A JSON file can hold at most 400,000 values (counted by its commas and opening brackets)',
};
const tooManyCsvCells = {
  message: 'A CSV file can hold at most 400,000 cells (counted by its separators and line breaks)',
};
const header = 'title,content,aiTool,purpose\n';

async function member(name: string) {
  const person = await signedInUser(t.app, t.db, name);
  const token = await person.agent.post('/api/tokens', { name: 'script', scope: 'write' });
  return {
    ...person,
    bearer: { authorization: `Bearer ${token.json<{ token: string }>().token}` },
  };
}

/** library.import over /trpc, as a script with a token calls it. */
function trpcImport(headers: Record<string, string>, input: object) {
  return t.app.inject({
    method: 'POST',
    url: '/trpc/library.import',
    headers,
    payload: { json: input },
  });
}

describe('a file of tiny values', () => {
  it('is refused before it is parsed, with 413 naming the limit, over REST and tRPC alike', async () => {
    const { agent, bearer } = await member('tiny-json');
    const zeros = `[${'0,'.repeat(2_000_000)}0]`;
    const empties = `{"format":"promptshelf","version":1,"prompts":[${'{},'.repeat(1_500_000)}{}]}`;
    for (const data of [zeros, empties]) {
      const res = await agent.post('/api/import', { format: 'json', data, dryRun: true });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual(tooManyJsonValues);
    }
    // /trpc takes bodies up to 1 MiB: enough for one more separator than the budget.
    const small = `[${'0,'.repeat(400_000)}0]`;
    const trpc = await trpcImport(bearer, { format: 'json', data: small, dryRun: true });
    expect(trpc.statusCode).toBe(413);
    expect(trpc.json().error.json.message).toBe(tooManyJsonValues.message);
  });

  it('is refused as a CSV too, whether the cells sit in rows, in one row or in blank lines', async () => {
    // Two accounts, so the per-minute limit stays out of the way.
    const first = await member('tiny-csv');
    const { agent, bearer } = await member('tiny-csv');
    for (const [index, data] of [
      header + 'a,b,Claude,coding\n'.repeat(150_000),
      header + ','.repeat(4_000_000),
      header + '\n'.repeat(2_000_000),
      // Papa Parse would guess the semicolon: it counts as much as a comma.
      `title;content\n${'a;b\n'.repeat(1_000_000)}`,
    ].entries()) {
      const res = await (index < 2 ? first.agent : agent).post('/api/import', {
        format: 'csv',
        data,
        dryRun: true,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual(tooManyCsvCells);
    }
    const trpc = await trpcImport(bearer, {
      format: 'csv',
      data: header + ','.repeat(400_001),
      dryRun: true,
    });
    expect(trpc.statusCode).toBe(413);
    expect(trpc.json().error.json.message).toBe(tooManyCsvCells.message);
  });

  it('is refused as a CSV with more quotes than its budget, over REST and tRPC alike', async () => {
    const { agent, bearer } = await member('quotes');
    const data = `${header}A,"${'""'.repeat(100_000)}",Claude,coding\n`;
    const res = await agent.post('/api/import', { format: 'csv', data, dryRun: true });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: importMessages.tooManyCsvQuotes });
    const trpc = await trpcImport(bearer, { format: 'csv', data, dryRun: true });
    expect(trpc.statusCode).toBe(413);
    expect(trpc.json().error.json.message).toBe(importMessages.tooManyCsvQuotes);
  });

  it('is refused as it arrives when its JSON holds too many escapes, and nothing is written', async () => {
    const { agent, id } = await member('escapes');
    // Each quote travels as `\"`: 2,600,002 escapes in 5.2 MB.
    const data = `${header}A,"${'""'.repeat(1_300_000)}",Claude,coding\n`;
    const res = await agent.post('/api/import', { format: 'csv', data });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: importMessages.tooManyEscapes });
    expect(await countPromptsOf(t.db, id)).toBe(0);
  });

  it('counts blank rows among the rows a CSV may have', async () => {
    const { agent } = await member('blank-rows');
    const res = await agent.post('/api/import', {
      format: 'csv',
      data: `${header}A,B,Claude,coding\n${'\n'.repeat(20_000)}C,D,Claude,coding\n`,
      dryRun: true,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'A file can hold at most 5,000 prompts' });
  });
});

describe('a legitimate library of 5,000 prompts with their histories', () => {
  it('imports whole, close to 5 MB, commas in its text and all', async () => {
    const { agent, id } = await member('legit');
    const prose = 'Review this code, point out bugs, risks and style issues. ';
    const version = (number: number, title: string, content: string) => ({
      version: number,
      title,
      content,
      aiTool: 'Claude',
      customAiTool: null,
      purpose: 'coding',
      variables: [],
      note: number === 1 ? null : 'Sharper, shorter',
      createdAt: `2025-01-0${number}T09:00:00.000Z`,
    });
    const prompts = Array.from({ length: 5_000 }, (_, i) => {
      const title = `Review ${i}`;
      const content = `${prose}[code] #${i}`;
      return {
        id: i + 1,
        title,
        content,
        aiTool: 'Claude',
        customAiTool: null,
        purpose: 'coding',
        isPublic: false,
        tags: ['review', 'code'],
        clonedFrom: null,
        variables: [],
        createdAt: '2025-01-01T09:00:00.000Z',
        updatedAt: '2025-01-03T09:00:00.000Z',
        versions: [
          version(1, title, 'Review [code]'),
          version(2, title, prose),
          version(3, title, content),
        ],
      };
    });
    const data = JSON.stringify({ format: 'promptshelf', version: 1, prompts });
    expect(Buffer.byteLength(data)).toBeGreaterThan(IMPORT_MAX_BYTES * 0.9);
    expect(Buffer.byteLength(data)).toBeLessThanOrEqual(IMPORT_MAX_BYTES);

    const preview = await agent.post('/api/import', { format: 'json', data, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ created: 5_000, skipped: 0, errors: [], dryRun: true });
    const done = await agent.post('/api/import', { format: 'json', data });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ created: 5_000, errors: [] });
    const [stored] = await t.db
      .select({ n: count() })
      .from(snippetVersions)
      .innerJoin(snippets, eq(snippets.id, snippetVersions.snippetId))
      .where(eq(snippets.authorId, id));
    expect(stored!.n).toBe(15_000);
  });
});

describe('imports per minute', () => {
  const file = { format: 'csv', data: `${header}A,B,Claude,coding`, dryRun: true };

  it('are limited per account, whichever way they come, with 429 naming the limit', async () => {
    const { agent, bearer } = await member('per-account');
    expect((await agent.post('/api/import', file)).statusCode).toBe(200);
    expect((await trpcImport(bearer, file)).statusCode).toBe(200);
    expect((await agent.post('/api/import', file)).statusCode).toBe(200);
    const refused = await agent.post('/api/import', file);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message:
        'Too many imports: at most 3 a minute for one account. Please wait a minute and try again.',
    });
    // The refusal comes before the file is read: an unreadable one is refused the same way.
    const unread = await agent.post('/api/import', { format: 'json', data: 'nope' });
    expect(unread.statusCode).toBe(429);
    // Another account is not held up.
    const other = await member('per-account-other');
    expect((await other.agent.post('/api/import', file)).statusCode).toBe(200);
  });

  it('are limited per API token below the account, so a script leaves the person room', async () => {
    const { agent, bearer } = await member('per-token');
    expect((await trpcImport(bearer, file)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/import', headers: bearer, payload: file }))
        .statusCode,
    ).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: bearer,
      payload: file,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message:
        'Too many imports with this API token: at most 2 a minute. Please wait a minute and try again.',
    });
    const overTrpc = await trpcImport(bearer, file);
    expect(overTrpc.statusCode).toBe(429);
    expect(overTrpc.json().error.json.message).toBe(refused.json().message);
    // The token's refusals did not count against the account: its third import goes through.
    expect((await agent.post('/api/import', file)).statusCode).toBe(200);
  });
});
