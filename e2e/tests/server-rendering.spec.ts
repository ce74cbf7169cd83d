// The public pages (landing, browse, a prompt) and a member's dashboard arrive painted: their
// content is in the HTML the server sends, with the real data, before any script runs; the app
// then takes the markup over without asking the server again and without a console error. Every
// other page arrives with the site's frame around a placeholder.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { collectPageProblems, readCspViolations, recordCspViolations } from '../support/console';
import { browseCards, searchBox, test, uniqueWord } from '../support/discovery';
import { createPromptThroughApi } from '../support/library';

/** What a person sees before any JavaScript has run: a browser with scripts turned off. */
async function withoutScripts<T>(
  browser: Browser,
  baseURL: string | undefined,
  look: (page: Page) => Promise<T>,
  from?: BrowserContext,
): Promise<T> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  if (from) await context.addCookies(await from.cookies());
  try {
    return await look(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The tRPC procedures the page calls, as it calls them. */
function recordTrpcCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/')) calls.push(url.pathname.slice('/trpc/'.length));
  });
  return calls;
}

test('the landing page, browse and a prompt are in the HTML, with their real data', async ({
  browser,
  baseURL,
  newMember,
}) => {
  const word = uniqueWord();
  const author = await newMember('Ines');
  const prompt = await createPromptThroughApi(author.request, {
    title: `Outline a ${word} launch plan`,
    content: `Plan the launch of [product] for ${word} readers, week by week.`,
    aiTool: 'Claude',
    purpose: 'marketing',
  });

  await withoutScripts(browser, baseURL, async (page) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Store & Share AI Prompts · Promptshelf');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Store & Share AI Prompts' }),
    ).toBeVisible();
    const latest = page.getByRole('region', { name: 'Latest from the community' });
    await expect(latest.getByRole('article', { name: prompt.title, exact: true })).toBeVisible();

    await page.goto(`/browse?search=${word}`);
    await expect(page).toHaveTitle('Browse Prompts · Promptshelf');
    await expect(browseCards(page)).toHaveCount(1);
    await expect(browseCards(page).first()).toContainText(prompt.title);

    await page.goto(`/snippets/${prompt.id}/outline`);
    await expect(page).toHaveTitle(`${prompt.title} · Promptshelf`);
    await expect(page.getByRole('heading', { level: 1, name: prompt.title })).toBeVisible();
    await expect(page.getByText(`Plan the launch of [product] for ${word} readers`)).toBeVisible();
  });
});

test('the app takes the server-rendered page over without asking for its data again', async ({
  page,
  newMember,
}) => {
  const word = uniqueWord();
  const author = await newMember('Joao');
  const prompt = await createPromptThroughApi(author.request, {
    title: `Summarise ${word} minutes`,
    content: `Summarise these ${word} minutes: [notes]`,
    aiTool: 'Gemini',
    purpose: 'business',
  });
  const problems = collectPageProblems(page);
  await recordCspViolations(page);
  const calls = recordTrpcCalls(page);

  await page.goto(`/browse?search=${word}`);
  await expect(browseCards(page)).toHaveCount(1);
  // Interactive: typing searches again, which only the hydrated app can do.
  await searchBox(page).fill(`${word} ${uniqueWord()}`);
  await expect(page.getByRole('heading', { name: 'No prompts found' })).toBeVisible();
  expect(calls.filter((call) => call.includes('snippets.browse'))).toHaveLength(1);

  await page.goto(`/snippets/${prompt.id}/summarise`);
  await expect(page.getByRole('heading', { level: 1, name: prompt.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();
  expect(calls.filter((call) => call.includes('snippets.byId'))).toHaveLength(0);

  expect(await readCspViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('a signed-in member reloading / gets the welcome page straight from the server', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsNewMember(page, 'Kemal');

  await withoutScripts(
    browser,
    baseURL,
    async (noScripts) => {
      const response = await noScripts.goto('/');
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(
        noScripts.getByRole('heading', { level: 1, name: `Welcome to Promptshelf, Kemal` }),
      ).toBeVisible();
      // Never the visitor's landing page, not even for a moment.
      expect(await response?.text()).not.toContain('Get Started Free');
    },
    page.context(),
  );

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Promptshelf, Kemal' }),
  ).toBeVisible();
  // The menu's code loads after the page: it opens once its part of the page is hydrated.
  await expect(async () => {
    await page.getByRole('button', { name: /open user menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible({ timeout: 1000 });
  }).toPass();
});

test('a member’s dashboard arrives painted: header, stats and their prompts in the HTML', async ({
  page,
  browser,
  baseURL,
}) => {
  const problems = collectPageProblems(page);
  await signInAsNewMember(page, 'Lina');
  const prompt = await createPromptThroughApi(page.request, {
    title: 'Weekly status update',
    content: 'Summarise this week for [team].',
    aiTool: 'Claude',
    purpose: 'business',
  });

  await withoutScripts(
    browser,
    baseURL,
    async (noScripts) => {
      const response = await noScripts.goto('/dashboard');
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(noScripts).toHaveTitle('My Prompts · Promptshelf');
      await expect(noScripts.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(noScripts.getByRole('heading', { level: 1, name: 'My Prompts' })).toBeVisible();
      await expect(noScripts.getByRole('article', { name: prompt.title })).toBeVisible();
    },
    page.context(),
  );

  // A visitor's /dashboard is not rendered for them: the app sends them to sign in.
  await withoutScripts(browser, baseURL, async (visitor) => {
    await visitor.goto('/dashboard');
    expect(await visitor.locator('#root').innerHTML()).toBe('');
  });

  // The app takes the page over without asking for its data again, and without an error.
  const calls = recordTrpcCalls(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: prompt.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Prompt' })).toBeEnabled();
  expect(calls.filter((call) => /snippets\.(mine|stats)/.test(call))).toEqual([]);
  expect(problems).toEqual([]);
});

test('every other page arrives with its frame, then the app renders it from the data sent along', async ({
  page,
  browser,
  baseURL,
}) => {
  const problems = collectPageProblems(page);
  await recordCspViolations(page);
  await signInAsNewMember(page, 'Mirela');
  const prompt = await createPromptThroughApi(page.request, {
    title: 'Draft a release note',
    content: 'Write the release note for [version].',
    aiTool: 'Claude',
    purpose: 'business',
  });
  expect((await page.request.post(`/api/snippets/${prompt.id}/favorite`)).status()).toBe(200);

  await withoutScripts(
    browser,
    baseURL,
    async (noScripts) => {
      for (const [path, title] of [
        ['/favorites', 'My Favorites'],
        ['/change-password', 'Change Password'],
        ['/settings/security', 'Security'],
      ] as const) {
        const response = await noScripts.goto(path);
        expect(response?.headers()['cache-control']).toBe('no-store');
        await expect(noScripts).toHaveTitle(`${title} · Promptshelf`);
        await expect(noScripts.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await expect(noScripts.getByRole('main').getByRole('status')).toHaveText('Loading...');
        // Nothing to type into or press before the page's code has run.
        await expect(noScripts.getByRole('main').getByRole('textbox')).toHaveCount(0);
        await expect(noScripts.getByRole('main').getByRole('button')).toHaveCount(0);
      }
    },
    page.context(),
  );

  // A visitor's sign-in page too: the header at once, the form once the code has run.
  await withoutScripts(browser, baseURL, async (visitor) => {
    await visitor.goto('/auth');
    await expect(visitor).toHaveTitle('Sign In · Promptshelf');
    await expect(visitor.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(visitor.getByRole('main').getByRole('status')).toHaveText('Loading...');
    await expect(visitor.getByRole('textbox')).toHaveCount(0);
  });

  // The app replaces the placeholder with the page, without asking for the list again.
  const calls = recordTrpcCalls(page);
  await page.goto('/favorites');
  await expect(page.getByRole('article', { name: prompt.title })).toBeVisible();
  await expect(page.getByRole('main').getByText('Loading...', { exact: true })).toHaveCount(0);
  expect(calls.filter((call) => call.includes('snippets.favorites'))).toEqual([]);

  // The header's controls, painted disabled by the server, work once the page is rendered.
  await page.getByRole('button', { name: /open user menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();

  expect(await readCspViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('a link of the frame reached by keyboard before the app has run keeps the focus', async ({
  page,
}) => {
  await signInAsNewMember(page, 'Oskar');
  // The app's code is held back until the person has tabbed into the frame's header.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/change-password', { waitUntil: 'commit' });
  const header = page.getByRole('navigation', { name: 'Main' });
  await expect(header).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading...');
  const home = header.getByRole('link', { name: 'Home', exact: true });
  for (let press = 0; press < 5; press++) {
    await page.keyboard.press('Tab');
    if (await home.evaluate((link) => link === document.activeElement)) break;
  }
  await expect(home).toBeFocused();

  release();
  await expect(page.getByLabel('Current Password')).toBeVisible();
  // The page replaced the frame, and the person is still where they were.
  await expect(home).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(header.getByRole('link', { name: 'Browse Prompts' })).toBeFocused();
});
