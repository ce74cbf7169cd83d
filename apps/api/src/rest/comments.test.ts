import { moderationActions, promptComments, snippets, users } from '@promptshelf/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent } from '../test/http';
import { createPrompt } from '../test/prompts';
import { signedInUser, tokenAgent } from '../test/users';

// Comments on public and unlisted prompts (docs/decisions/230-comments.md).

let t: Awaited<ReturnType<typeof createTestApp>>;
type Person = Awaited<ReturnType<typeof signedInUser>>;
const people = {} as Record<'author' | 'commenter' | 'member' | 'superadmin', Person>;
const agents = {} as Record<'visitor' | 'commenterRead' | 'commenterWrite', Agent>;

type Comment = {
  id: number;
  parentId: number | null;
  state: 'visible' | 'hidden' | 'deleted';
  body: string | null;
  author: { username: string; firstName: string | null } | null;
  editedAt: string | null;
  canEdit: boolean;
  canDelete: boolean;
  canHide: boolean;
};
type Thread = Comment & { replies: Comment[] };
type Page = { items: Thread[]; nextCursor: string | null };

beforeAll(async () => {
  // The limit's own test below runs on an app of its own with the real figure.
  t = await createTestApp({ rateLimits: { commentPerUser: 1000 } });
  for (const name of ['author', 'commenter', 'member', 'superadmin'] as const) {
    people[name] = await signedInUser(t.app, t.db, name);
  }
  await t.db.update(users).set({ superadmin: true }).where(eq(users.id, people.superadmin.id));
  agents.visitor = createAgent(t.app);
  agents.commenterRead = await tokenAgent(t.app, people.commenter, 'read');
  agents.commenterWrite = await tokenAgent(t.app, people.commenter, 'write');
});
afterAll(() => t.close());

const post = (agent: Agent, promptId: number, body: unknown) =>
  agent.post(`/api/snippets/${promptId}/comments`, body);
const list = async (agent: Agent, promptId: number, cursor?: string) => {
  const res = await agent.get(
    `/api/snippets/${promptId}/comments${cursor ? `?cursor=${cursor}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const comment = async (agent: Agent, promptId: number, body: string, parentId?: number) => {
  const res = await post(agent, promptId, { body, parentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Comment>();
};
const countOf = async (promptId: number) =>
  (
    await t.db.select({ n: snippets.commentsCount }).from(snippets).where(eq(snippets.id, promptId))
  )[0]!.n;

describe('comments', () => {
  it('posts, replies one level deep, edits and lists threads oldest first', async () => {
    const prompt = await createPrompt(people.author.agent);
    const first = await comment(people.commenter.agent, prompt.id, '  Works well with `gpt`.  ');
    expect(first).toMatchObject({
      body: 'Works well with `gpt`.',
      state: 'visible',
      author: { firstName: 'commenter' },
      canEdit: true,
      canDelete: true,
      canHide: false,
    });
    const reply = await comment(people.author.agent, prompt.id, 'Thanks!', first.id);
    const second = await comment(people.member.agent, prompt.id, 'Line one\nline two');

    const replyToReply = await post(people.member.agent, prompt.id, {
      body: 'Deeper',
      parentId: reply.id,
    });
    expect(replyToReply.statusCode).toBe(400);
    expect(replyToReply.json().message).toBe(
      'Replies cannot be replied to; reply to the comment above.',
    );

    const edited = await people.commenter.agent.send('PATCH', `/api/comments/${first.id}`, {
      body: 'Works well with `claude` too.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().editedAt).not.toBeNull();

    const page = await list(agents.visitor, prompt.id);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((c) => [c.id, c.body, c.replies.map((r) => r.body)])).toEqual([
      [first.id, 'Works well with `claude` too.', ['Thanks!']],
      [second.id, 'Line one\nline two', []],
    ]);
    expect(page.items[0]).toMatchObject({ canEdit: false, canDelete: false, canHide: false });
    const asAuthor = await list(people.author.agent, prompt.id);
    expect(asAuthor.items[0]!.canHide).toBe(true);
    expect(asAuthor.items[0]!.replies[0]).toMatchObject({ canEdit: true, canHide: false });
    expect(await countOf(prompt.id)).toBe(3);

    const card = await agents.visitor.get(`/api/snippets/${prompt.id}`);
    expect(card.json().commentsCount).toBe(3);
  });

  it('refuses bad bodies and ids with a message, and writes nothing', async () => {
    const prompt = await createPrompt(people.author.agent);
    const other = await createPrompt(people.author.agent);
    const elsewhere = await comment(people.member.agent, other.id, 'On another prompt');
    for (const [payload, status] of [
      [{ body: '' }, 400],
      [{ body: '   ' }, 400],
      [{ body: 'x'.repeat(2001) }, 400],
      [{ body: 42 }, 400],
      [{ body: 'ok\u0000' }, 400],
      [{ body: 'ok', parentId: 'one' }, 400],
      [{ body: 'ok', parentId: 2 ** 40 }, 400],
      [{ body: 'ok', parentId: elsewhere.id }, 404],
      [{}, 400],
    ] as const) {
      const res = await post(people.member.agent, prompt.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await countOf(prompt.id)).toBe(0);
    expect((await post(people.member.agent, 2 ** 31 - 1, { body: 'x' })).statusCode).toBe(404);
    expect((await agents.visitor.get('/api/snippets/1/comments?cursor=oops')).statusCode).toBe(400);
    expect(
      (await people.member.agent.send('PATCH', '/api/comments/0', { body: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await post(people.member.agent, prompt.id, { body: 'x'.repeat(2000) })).statusCode,
    ).toBe(201);
  });

  it('permission matrix over every route', async () => {
    const prompt = await createPrompt(people.author.agent);
    const fresh = () => comment(people.commenter.agent, prompt.id, 'Matrix');
    const read = (agent: Agent) => agent.get(`/api/snippets/${prompt.id}/comments`);
    const create = (agent: Agent) => post(agent, prompt.id, { body: 'Hello' });
    const edit = (agent: Agent, id: number) =>
      agent.send('PATCH', `/api/comments/${id}`, { body: 'Changed' });
    const remove = (agent: Agent, id: number) => agent.send('DELETE', `/api/comments/${id}`);
    const hide = (agent: Agent, id: number) => agent.post(`/api/comments/${id}/hide`);

    const who = {
      visitor: agents.visitor,
      member: people.member.agent,
      author: people.author.agent,
      commenter: people.commenter.agent,
      superadmin: people.superadmin.agent,
      readToken: agents.commenterRead,
      writeToken: agents.commenterWrite,
    };
    // [read, create, edit, delete, hide]: the commenter's tokens act as the commenter.
    const expected: Record<keyof typeof who, [number, number, number, number, number]> = {
      visitor: [200, 401, 401, 401, 401],
      member: [200, 201, 403, 403, 403],
      author: [200, 201, 403, 403, 200],
      commenter: [200, 201, 200, 200, 403],
      superadmin: [200, 201, 403, 200, 403],
      readToken: [200, 403, 403, 403, 403],
      writeToken: [200, 201, 200, 200, 403],
    };
    for (const [name, agent] of Object.entries(who) as [keyof typeof who, Agent][]) {
      const [reads, creates, edits, deletes, hides] = expected[name];
      expect((await read(agent)).statusCode, `${name} reads`).toBe(reads);
      expect((await create(agent)).statusCode, `${name} creates`).toBe(creates);
      expect((await edit(agent, (await fresh()).id)).statusCode, `${name} edits`).toBe(edits);
      expect((await remove(agent, (await fresh()).id)).statusCode, `${name} deletes`).toBe(deletes);
      expect((await hide(agent, (await fresh()).id)).statusCode, `${name} hides`).toBe(hides);
    }
    // A superadmin's delete of someone else's comment is recorded, with what it said.
    const audited = await t.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.action, 'delete-comment'));
    expect(audited).toEqual([
      expect.objectContaining({
        actorId: people.superadmin.id,
        snippetId: prompt.id,
        commentAuthorId: people.commenter.id,
        commentBody: 'Matrix',
      }),
    ]);
  });

  it('closes with the prompt: private or workspace-only prompts have none to read or post', async () => {
    const prompt = await createPrompt(people.author.agent, { visibility: 'unlisted' });
    const kept = await comment(people.member.agent, prompt.id, 'On an unlisted prompt');
    const closed = await people.author.agent.send('PATCH', `/api/snippets/${prompt.id}`, {
      visibility: 'private',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await agents.visitor.get(`/api/snippets/${prompt.id}/comments`)).statusCode).toBe(404);
    expect((await post(people.member.agent, prompt.id, { body: 'x' })).statusCode).toBe(404);
    expect((await people.member.agent.send('DELETE', `/api/comments/${kept.id}`)).statusCode).toBe(
      404,
    );
    const owner = await people.author.agent.get(`/api/snippets/${prompt.id}/comments`);
    expect(owner.statusCode).toBe(409);
    expect(owner.json().message).toBe('Comments are open on public and unlisted prompts only.');

    await people.author.agent.send('PATCH', `/api/snippets/${prompt.id}`, { visibility: 'public' });
    expect((await list(agents.visitor, prompt.id)).items.map((c) => c.id)).toEqual([kept.id]);

    await people.author.agent.send('DELETE', `/api/snippets/${prompt.id}`);
    const left = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(promptComments)
      .where(eq(promptComments.snippetId, prompt.id));
    expect(left[0]!.n).toBe(0);
  });

  it('hides a comment from others, keeping it for its writer and the author', async () => {
    const prompt = await createPrompt(people.author.agent);
    const rude = await comment(people.commenter.agent, prompt.id, 'Rude words');
    expect(await countOf(prompt.id)).toBe(1);
    const hidden = await people.author.agent.post(`/api/comments/${rude.id}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await people.author.agent.post(`/api/comments/${rude.id}/hide`)).statusCode).toBe(409);
    expect(await countOf(prompt.id)).toBe(0);

    const seen = async (agent: Agent) => (await list(agent, prompt.id)).items[0]!;
    expect(await seen(agents.visitor)).toMatchObject({ state: 'hidden', body: null, author: null });
    expect(await seen(people.member.agent)).toMatchObject({ state: 'hidden', body: null });
    expect(await seen(people.commenter.agent)).toMatchObject({
      state: 'hidden',
      body: 'Rude words',
      canEdit: false,
      canDelete: true,
    });
    expect(await seen(people.author.agent)).toMatchObject({ body: 'Rude words', canHide: false });
    expect(await seen(people.superadmin.agent)).toMatchObject({ body: 'Rude words' });
    const reply = await post(people.member.agent, prompt.id, { body: 'Agreed', parentId: rude.id });
    expect(reply.statusCode).toBe(404);
  });

  it('keeps a deleted comment with replies as a placeholder until its last reply goes', async () => {
    const prompt = await createPrompt(people.author.agent);
    const parent = await comment(people.commenter.agent, prompt.id, 'Question?');
    const reply = await comment(people.member.agent, prompt.id, 'Answer.', parent.id);
    const deleted = await people.commenter.agent.send('DELETE', `/api/comments/${parent.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list(agents.visitor, prompt.id)).items).toEqual([
      expect.objectContaining({
        id: parent.id,
        state: 'deleted',
        body: null,
        author: null,
        canDelete: false,
        replies: [expect.objectContaining({ id: reply.id, body: 'Answer.' })],
      }),
    ]);
    expect(await countOf(prompt.id)).toBe(1);
    const again = await people.commenter.agent.send('DELETE', `/api/comments/${parent.id}`);
    expect(again.statusCode).toBe(404);
    expect(
      (await post(people.member.agent, prompt.id, { body: 'More', parentId: parent.id }))
        .statusCode,
    ).toBe(409);

    await people.member.agent.send('DELETE', `/api/comments/${reply.id}`);
    expect((await list(agents.visitor, prompt.id)).items).toEqual([]);
    expect(await countOf(prompt.id)).toBe(0);
  });

  it('allows edits for 15 minutes only', async () => {
    const prompt = await createPrompt(people.author.agent);
    const old = await comment(people.commenter.agent, prompt.id, 'First thoughts');
    await t.db
      .update(promptComments)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(promptComments.id, old.id));
    const res = await people.commenter.agent.send('PATCH', `/api/comments/${old.id}`, {
      body: 'Second thoughts',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Comments can be edited for 15 minutes after posting.');
    expect((await list(people.commenter.agent, prompt.id)).items[0]).toMatchObject({
      body: 'First thoughts',
      editedAt: null,
      canEdit: false,
    });
  });

  it('refuses an account whose email is not verified', async () => {
    const prompt = await createPrompt(people.author.agent);
    const person = await signedInUser(t.app, t.db, 'unverified');
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, person.id));
    const res = await post(person.agent, prompt.id, { body: 'Hello' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Please verify your email address first.');
  });

  it('pages 50 comments at a time, a cut thread continuing on the next page', async () => {
    const prompt = await createPrompt(people.author.agent);
    // 40 threads of one comment, then one thread with 30 replies, then 40 more threads.
    const insert = (rows: { parentId?: number; body: string }[]) =>
      t.db
        .insert(promptComments)
        .values(rows.map((row) => ({ ...row, snippetId: prompt.id, authorId: people.member.id })))
        .returning({ id: promptComments.id });
    const numbered = (n: number, word: string) =>
      Array.from({ length: n }, (_, i) => ({ body: `${word} ${i + 1}` }));
    await insert(numbered(40, 'early'));
    const [long] = await insert([{ body: 'long thread' }]);
    await insert(numbered(30, 'reply').map((row) => ({ ...row, parentId: long!.id })));
    await insert(numbered(40, 'late'));
    expect(await countOf(prompt.id)).toBe(111);

    const pages: Page[] = [await list(agents.visitor, prompt.id)];
    while (pages.at(-1)!.nextCursor) {
      pages.push(await list(agents.visitor, prompt.id, pages.at(-1)!.nextCursor!));
    }
    expect(pages.map((page) => page.items.length)).toEqual([41, 30, 11]);
    // The long thread: its comment and 9 replies on page one; page two repeats the comment
    // with the other 21 replies.
    expect(pages[0]!.items.at(-1)).toMatchObject({ id: long!.id });
    expect(pages[0]!.items.at(-1)!.replies).toHaveLength(9);
    expect(pages[1]!.items[0]).toMatchObject({ id: long!.id, body: 'long thread' });
    expect(pages[1]!.items[0]!.replies.map((r) => r.body)).toEqual(
      Array.from({ length: 21 }, (_, i) => `reply ${i + 10}`),
    );
    const bodies = pages.flatMap((page) =>
      page.items.flatMap((c) => [c.body, ...c.replies.map((r) => r.body)]),
    );
    expect(new Set(bodies).size).toBe(111);
    expect(bodies.at(-1)).toBe('late 40');
  });
});

describe('the comment rate limit', () => {
  it('allows 10 comments a minute, then answers 429 with Retry-After', async () => {
    const limited = await createTestApp();
    try {
      const author = await signedInUser(limited.app, limited.db, 'author');
      const person = await signedInUser(limited.app, limited.db, 'chatty');
      const prompt = await createPrompt(author.agent);
      for (let i = 0; i < 10; i++) {
        const res = await person.agent.post(`/api/snippets/${prompt.id}/comments`, {
          body: `Comment ${i}`,
        });
        expect(res.statusCode).toBe(201);
      }
      const res = await person.agent.post(`/api/snippets/${prompt.id}/comments`, { body: 'More' });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe('Too many comments at once. Please wait a minute.');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
