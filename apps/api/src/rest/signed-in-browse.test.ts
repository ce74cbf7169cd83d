import { users } from '@promptshelf/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent } from '../test/http';
import { signedInUser } from '../test/users';

// A signed-in browse is the page every visitor shares with the viewer's own flags merged in
// (docs/decisions/080-shared-reads.md): each viewer must see their likes, saves, ownership and
// email, nobody else's, and the shared page must stay the same for everyone after.

type Row = {
  id: number;
  title: string;
  likesCount: number;
  favoritesCount: number;
  isLiked: boolean;
  isFavorited: boolean;
  isOwner: boolean;
  clonedFrom: { id: number } | null;
  author: { email: string | null };
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let author: Awaited<ReturnType<typeof signedInUser>>;
let fan: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let visitor: Agent;
let shared: number;
let privateOriginal: number;
let publicClone: number;

const prompt = (title: string, isPublic = true) => ({
  title,
  content: `Write about [topic] for ${title}.`,
  aiTool: 'Claude',
  purpose: 'writing',
  isPublic,
});

async function browse(agent: Agent): Promise<Map<number, Row>> {
  const res = await agent.get('/api/snippets?sortBy=recent&limit=50');
  expect(res.statusCode).toBe(200);
  return new Map((res.json() as { snippets: Row[] }).snippets.map((row) => [row.id, row]));
}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerIp: 10_000 } });
  author = await signedInUser(t.app, t.db, 'author');
  fan = await signedInUser(t.app, t.db, 'fan');
  admin = await signedInUser(t.app, t.db, 'admin');
  await t.db.update(users).set({ superadmin: true }).where(eq(users.id, admin.id));
  visitor = createAgent(t.app);

  shared = ((await author.agent.post('/api/snippets', prompt('Shared'))).json() as Row).id;
  privateOriginal = (
    (await author.agent.post('/api/snippets', prompt('Kept to myself', false))).json() as Row
  ).id;
  publicClone = ((await author.agent.post(`/api/snippets/${privateOriginal}/clone`)).json() as Row)
    .id;
  const published = await author.agent.send('PATCH', `/api/snippets/${publicClone}`, {
    title: 'Copy shown to all',
    isPublic: true,
  });
  expect(published.statusCode).toBe(200);
  expect((await fan.agent.post(`/api/snippets/${shared}/like`)).statusCode).toBe(200);
  expect((await fan.agent.post(`/api/snippets/${shared}/favorite`)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('a signed-in browse', () => {
  it("shows a member their own likes and saves, and nobody's to a visitor", async () => {
    // The visitor first, so the fan's page is shaped from the shared answer.
    const before = (await browse(visitor)).get(shared)!;
    expect(before).toMatchObject({ likesCount: 1, favoritesCount: 1, isLiked: false });
    const mine = (await browse(fan.agent)).get(shared)!;
    expect(mine).toMatchObject({
      likesCount: 1,
      favoritesCount: 1,
      isLiked: true,
      isFavorited: true,
      isOwner: false,
      author: { email: null },
    });
    // Only the prompts they reacted to.
    expect((await browse(fan.agent)).get(publicClone)).toMatchObject({
      isLiked: false,
      isFavorited: false,
    });
    const after = (await browse(visitor)).get(shared)!;
    expect(after).toEqual(before);
  });

  it('shows the author their prompt as theirs, with their email; others see neither', async () => {
    const own = (await browse(author.agent)).get(shared)!;
    expect(own).toMatchObject({ isOwner: true, isLiked: false, author: { email: author.email } });
    expect((await browse(fan.agent)).get(shared)).toMatchObject({
      isOwner: false,
      author: { email: null },
    });
    expect((await browse(visitor)).get(shared)).toMatchObject({
      isOwner: false,
      author: { email: null },
    });
  });

  it('names a private original only to its author', async () => {
    expect((await browse(visitor)).get(publicClone)?.clonedFrom).toBeNull();
    expect((await browse(fan.agent)).get(publicClone)?.clonedFrom).toBeNull();
    expect((await browse(author.agent)).get(publicClone)?.clonedFrom).toMatchObject({
      id: privateOriginal,
    });
    expect((await browse(author.agent)).has(privateOriginal)).toBe(false);
  });

  it('gives each member every prompt exactly as its own page shows it to them', async () => {
    for (const agent of [fan.agent, author.agent, visitor, fan.agent]) {
      for (const [id, row] of await browse(agent)) {
        const page = await agent.get(`/api/snippets/${id}`);
        expect(page.statusCode).toBe(200);
        expect(row).toEqual(page.json());
      }
    }
  });

  it("shows a superadmin every author's email", async () => {
    expect((await browse(admin.agent)).get(shared)).toMatchObject({
      isOwner: false,
      author: { email: author.email },
    });
  });
});
