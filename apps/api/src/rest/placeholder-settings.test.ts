import { snippets } from '@promptshelf/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent } from '../test/http';
import { signedInUser } from '../test/users';

// The REST contract of placeholder settings: every prompt shape carries
// `variables`, create and update take them, bad settings are a 400 with a message. The rules
// (pruning, versions, restore, clones) are tested beside the domain, in
// packages/trpc/src/domain/library/placeholder-settings.test.ts.

let t: Awaited<ReturnType<typeof createTestApp>>;
let author: Awaited<ReturnType<typeof signedInUser>>;
let visitor: Agent;

const tone = {
  name: 'tone',
  label: 'Tone',
  description: 'How it should sound',
  type: 'select',
  options: ['warm', 'formal'],
  default: 'warm',
};

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerIp: 10_000 } });
  author = await signedInUser(t.app, t.db, 'author');
  visitor = createAgent(t.app);
});
afterAll(() => t.close());

describe('placeholder settings over REST', () => {
  it('creates, reads and updates them in every prompt shape', async () => {
    const created = await author.agent.post('/api/snippets', {
      title: 'Settings over REST',
      content: 'A [tone] note for [who].',
      aiTool: 'Claude',
      purpose: 'writing',
      variables: [tone, { name: 'gone', label: 'Not in the content' }],
    });
    expect(created.statusCode).toBe(201);
    const prompt = created.json();
    expect(prompt.variables).toEqual([tone]);
    await author.agent.post(`/api/snippets/${prompt.id}/favorite`);

    const username = prompt.author.username as string;
    const reads: [string, (body: never) => { id: number; variables: unknown }[]][] = [
      [`/api/snippets/${prompt.id}`, (body) => [body]],
      ['/api/snippets?limit=20', (body: { snippets: never[] }) => body.snippets],
      ['/api/snippets/my', (body) => body],
      ['/api/snippets/favorites', (body) => body],
      [`/api/public-profile/${username}`, (body: { snippets: never[] }) => body.snippets],
    ];
    for (const [url, pick] of reads) {
      const res = await author.agent.get(url);
      expect(res.statusCode, url).toBe(200);
      const found = pick(res.json() as never).find((s) => s.id === prompt.id);
      expect(found?.variables, url).toEqual([tone]);
    }
    expect((await visitor.get(`/api/snippets/${prompt.id}`)).json().variables).toEqual([tone]);

    const updated = await author.agent.send('PATCH', `/api/snippets/${prompt.id}`, {
      variables: [{ name: 'who', type: 'text', description: 'Who reads it' }],
      note: 'Help text for who',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      version: 2,
      variables: [{ name: 'who', type: 'text', description: 'Who reads it' }],
    });

    const history = (await author.agent.get(`/api/snippets/${prompt.id}/versions`)).json();
    expect(history.versions.map((v: { variables: unknown }) => v.variables)).toEqual([
      [{ name: 'who', type: 'text', description: 'Who reads it' }],
      [tone],
    ]);
    const first = await author.agent.get(`/api/snippets/${prompt.id}/versions/1`);
    expect(first.json().variables).toEqual([tone]);
    const restored = await author.agent.post(`/api/snippets/${prompt.id}/versions/1/restore`);
    expect(restored.json()).toMatchObject({ version: 3, variables: [tone] });
  });

  it('refuses bad settings with a 400 and a message, and writes nothing', async () => {
    const before = await t.db.$count(snippets);
    const body = (variables: unknown) => ({
      title: 'Bad settings',
      content: 'A [tone] note.',
      aiTool: 'Claude',
      purpose: 'writing',
      variables,
    });
    const cases: [unknown, string][] = [
      [
        'nope',
        'Placeholder settings must be a list of { name, label, description, type, options, default }',
      ],
      [
        [{ name: 'tone', type: 'colour' }],
        'Placeholder type must be one of: text, multiline, select, number',
      ],
      [
        [{ name: 'tone', label: 'x'.repeat(51) }],
        '[tone]: the label must be at most 50 characters',
      ],
      [[{ name: 'tone', type: 'select' }], '[tone]: a list needs at least one option'],
      [
        [{ name: 'tone', type: 'number', default: '1,5' }],
        '[tone]: the default value must be a number',
      ],
      [[{ name: 'tone' }, { name: 'tone' }], '[tone] has settings twice; keep one'],
      [
        [{ name: 'tone', options: [1, 2] }],
        'Placeholder settings must be a list of { name, label, description, type, options, default }',
      ],
    ];
    for (const [variables, message] of cases) {
      const res = await author.agent.post('/api/snippets', body(variables));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await t.db.$count(snippets)).toBe(before);
  });
});
