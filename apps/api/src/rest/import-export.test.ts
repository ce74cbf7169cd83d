import { snippets } from '@promptshelf/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent } from '../test/http';
import { countPromptsOf } from '../test/prompts';
import { signedInUser } from '../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let visitor: Agent;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerIp: 10_000 } });
  owner = await signedInUser(t.app, t.db, 'owner');
  other = await signedInUser(t.app, t.db, 'other');
  visitor = createAgent(t.app);
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

const promptsOf = (userId: string) => countPromptsOf(t.db, userId);

describe('GET /api/export', () => {
  it('downloads the library as an attachment named with the date, in each format', async () => {
    await owner.agent.post('/api/snippets', {
      title: 'Exported',
      content: 'Exported text',
      aiTool: 'Claude',
      purpose: 'coding',
    });
    const json = await owner.agent.get('/api/export?format=json');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['content-disposition']).toBe(
      `attachment; filename="promptshelf-${today()}.json"`,
    );
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.json()).toMatchObject({
      format: 'promptshelf',
      version: 1,
      exportedAt: expect.any(String),
      prompts: [{ title: 'Exported', content: 'Exported text' }],
    });

    const csv = await owner.agent.get('/api/export?format=csv');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="promptshelf-${today()}.csv"`,
    );
    expect(csv.body).toContain('Exported,Exported text,Claude,,coding,true,,');
    const markdown = await owner.agent.get('/api/export?format=markdown');
    expect(markdown.headers['content-disposition']).toBe(
      `attachment; filename="promptshelf-${today()}.md"`,
    );
    expect(markdown.body).toContain('## Exported');
  });

  it('answers a visitor 401, and gives another member only their own library', async () => {
    const res = await visitor.get('/api/export?format=json');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
    const theirs = await other.agent.get('/api/export?format=json');
    expect(theirs.json().prompts).toEqual([]);
  });

  it('refuses an unknown format with the message', async () => {
    const res = await owner.agent.get('/api/export?format=xml');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'format must be json, csv or markdown' });
  });

  // The test's own time limit is the bound: an export assembled in memory, or quadratic in
  // the prompts, would outlast it; a measured time would only flake on a busy machine.
  it('streams 10,000 prompts as it reads them', async () => {
    const big = await signedInUser(t.app, t.db, 'big');
    await t.db.execute(sql`
      insert into ${snippets} (title, content, ai_tool, purpose, author_id)
      select 'Prompt ' || g, repeat('Some prompt text. ', 40), 'Claude', 'coding', ${big.id}::uuid
      from generate_series(1, 10000) g
    `);
    const res = await big.agent.get('/api/export?format=json');
    expect(res.statusCode).toBe(200);
    // Written as it is read, not assembled first.
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.json().prompts).toHaveLength(10_000);
  });
});

describe('POST /api/import', () => {
  it('previews with a dry run, then imports; importing again skips everything', async () => {
    const member = await signedInUser(t.app, t.db, 'importer');
    const data =
      'act,prompt\n"Poet","Write a poem about [topic]"\n"SQL helper","Explain this query"';
    const preview = await member.agent.post('/api/import', { format: 'csv', data, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ created: 2, skipped: 0, errors: [], dryRun: true });
    expect(await promptsOf(member.id)).toBe(0);

    const done = await member.agent.post('/api/import', { format: 'csv', data });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ created: 2, skipped: 0, errors: [], dryRun: false });
    const mine = await member.agent.get('/api/snippets/my');
    expect(
      mine.json().map((s: { title: string; isPublic: boolean }) => [s.title, s.isPublic]),
    ).toEqual(
      expect.arrayContaining([
        ['Poet', false],
        ['SQL helper', false],
      ]),
    );
    const again = await member.agent.post('/api/import', { format: 'csv', data });
    expect(again.json()).toEqual({ created: 0, skipped: 2, errors: [], dryRun: false });
  });

  it('answers 400 with the row errors and writes nothing when a row is wrong', async () => {
    const member = await signedInUser(t.app, t.db, 'broken');
    const data = 'title,content,aiTool,purpose\nFine,Text,Claude,coding\nNo tool,Text,,coding';
    const res = await member.agent.post('/api/import', { format: 'csv', data });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Nothing was imported: 1 row has an error',
      created: 0,
      skipped: 0,
      errors: [{ row: 2, message: 'Please fill in all required fields' }],
      dryRun: false,
    });
    expect(await promptsOf(member.id)).toBe(0);
  });

  it('answers a date the database cannot store with a row error and 400, never a 500', async () => {
    const member = await signedInUser(t.app, t.db, 'year-zero');
    const data = JSON.stringify({
      format: 'promptshelf',
      version: 1,
      prompts: [
        {
          title: 'Old',
          content: 'Text',
          aiTool: 'Claude',
          purpose: 'coding',
          createdAt: '0000-01-01T00:00:00Z',
        },
      ],
    });
    const errors = [
      {
        row: 1,
        message:
          'createdAt must be an ISO 8601 date and time in the years 1000 to 9999, such as 2024-05-01T09:30:00Z',
      },
    ];
    const preview = await member.agent.post('/api/import', { format: 'json', data, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ created: 0, skipped: 0, errors, dryRun: true });
    const res = await member.agent.post('/api/import', { format: 'json', data });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Nothing was imported: 1 row has an error',
      created: 0,
      skipped: 0,
      errors,
      dryRun: false,
    });
    expect(await promptsOf(member.id)).toBe(0);
  });

  it('answers a visitor 401 and a bad request 400, with messages', async () => {
    const res = await visitor.post('/api/import', { format: 'csv', data: 'title,content' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
    const wrong = await owner.agent.post('/api/import', { format: 'xml', data: '' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'format must be json or csv' });
    const unreadable = await owner.agent.post('/api/import', { format: 'json', data: 'nope' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toEqual({ message: 'The file is not valid JSON' });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const data = `title,content\nBig,${'x'.repeat(5 * 1024 * 1024)}`;
    const res = await owner.agent.post('/api/import', { format: 'csv', data });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file must be at most 5 MB' });
    const huge = await owner.agent.post('/api/import', {
      format: 'csv',
      data: 'x'.repeat(11 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
  });
});
