import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fakeWebRoot } from '../test/app';
import { signedInUser } from '../test/users';
import type { Agent } from '../test/http';

let t: Awaited<ReturnType<typeof createTestApp>>;
let author: Awaited<ReturnType<typeof signedInUser>>;
let publicId: number;
let privateId: number;

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

beforeAll(async () => {
  t = await createTestApp({ webRoot: fakeWebRoot() });
  author = await signedInUser(t.app, t.db, 'writer');
  const create = async (title: string, isPublic: boolean) =>
    (
      await author.agent.post('/api/snippets', {
        title,
        content: 'Write a <b>friendly</b> reply to [customer] about   their order.',
        aiTool: 'Claude',
        purpose: 'writing',
        isPublic,
      })
    ).json().id as number;
  publicId = await create('Customer "reply" <script>alert(1)</script> helper', true);
  privateId = await create('Secret launch plan', false);
});
afterAll(() => t.close());

describe('link previews', () => {
  it("gives a public prompt's page its own title, description and canonical address", async () => {
    const res = await page(`/snippets/${publicId}/anything`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<title>Customer &#34;reply&#34; &#60;script&#62;alert(1)&#60;/script&#62; helper · Promptshelf</title>',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      `<link rel="canonical" href="http://promptshelf.test/snippets/${publicId}/customer-reply-script-alert-1-script-helper" />`,
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      'content="Write a &#60;b&#62;friendly&#60;/b&#62; reply to [customer] about their order."',
    );
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('says nothing about a private prompt', async () => {
    const html = (await page(`/snippets/${privateId}/secret-launch-plan`)).body;
    expect(html).not.toContain('Secret launch plan');
    expect(html).toContain('<title>Promptshelf</title>');
  });

  it("gives a profile page the person's name", async () => {
    const username = (await author.agent.get('/api/auth/user')).json().username as string;
    const html = (await page(`/u/${username.toUpperCase()}`)).body;
    expect(html).toContain(`<title>writer (@${username}) · Promptshelf</title>`);
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect((await page('/u/nobody-here')).body).toContain('<title>Promptshelf</title>');
  });
});

describe('robots and sitemaps', () => {
  it('points robots at the sitemap and away from private areas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Sitemap: http://promptshelf.test/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /dashboard');
    expect(res.body).toContain('Disallow: /w/');
    expect(res.body).toContain('Disallow: /invite/');
  });

  it('lists public prompts and profiles, never private prompts', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<loc>http://promptshelf.test/sitemaps/prompts-0.xml</loc>');
    expect(index.body).toContain('<loc>http://promptshelf.test/sitemaps/profiles-0.xml</loc>');
    const prompts = (await t.app.inject({ method: 'GET', url: '/sitemaps/prompts-0.xml' })).body;
    expect(prompts).toContain(`/snippets/${publicId}/customer-reply`);
    expect(prompts).not.toContain(`/snippets/${privateId}/`);
    const profiles = (await t.app.inject({ method: 'GET', url: '/sitemaps/profiles-0.xml' })).body;
    expect(profiles).toMatch(/\/u\/writer/);
    const pages = (await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' })).body;
    expect(pages).toContain('<loc>http://promptshelf.test/browse</loc>');
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/other-1.xml' })).statusCode).toBe(
      404,
    );
  });
});

describe('a changed username', () => {
  const rename = (agent: Agent, username: string) =>
    agent.send('PUT', '/api/profile', { username });

  it('keeps the old profile link leading to the person, until someone else takes the name', async () => {
    const mover = await signedInUser(t.app, t.db, 'mover');
    const oldName = (await mover.agent.get('/api/profile')).json().username as string;
    expect((await rename(mover.agent, 'moved-on')).statusCode).toBe(200);

    const shared = await page(`/u/${oldName}?tab=prompts`);
    expect(shared.statusCode).toBe(301);
    expect(shared.headers.location).toBe('/u/moved-on?tab=prompts');
    const input = encodeURIComponent(JSON.stringify({ json: { username: oldName.toUpperCase() } }));
    const viaTrpc = await t.app.inject({
      method: 'GET',
      url: `/trpc/profiles.public?input=${input}`,
    });
    expect(viaTrpc.json().result.data.json.profile.username).toBe('moved-on');

    // A second change keeps both old names pointing at the newest one.
    expect((await rename(mover.agent, 'moved-again')).statusCode).toBe(200);
    expect((await page(`/u/${oldName}`)).headers.location).toBe('/u/moved-again');
    expect((await page('/u/moved-on')).headers.location).toBe('/u/moved-again');

    // Once someone else holds the name, the link is theirs.
    const newcomer = await signedInUser(t.app, t.db, 'newcomer');
    expect((await rename(newcomer.agent, 'moved-on')).statusCode).toBe(200);
    const claimed = await page('/u/moved-on');
    expect(claimed.statusCode).toBe(200);
    expect(claimed.body).toContain('<title>newcomer (@moved-on) · Promptshelf</title>');
    expect((await page('/u/nobody-was-here')).statusCode).toBe(200);
  });
});
