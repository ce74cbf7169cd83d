import { expect, test, type Browser, type Page } from '@playwright/test';

import { createVerifiedAccount, signInAsNewMember, type Account } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { choose, createPromptThroughApi, promptCard } from '../support/library';
import { expectToast, toasts } from '../support/toast';

// Visitors are invited to sign in and come back with their action done; sign-in
// returns to the page it started from; authors act on their prompt's own page; focus returns
// to where a dialog was opened from; a changed username keeps its link.

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await acceptCookiesUpFront(context);
  return context.newPage();
}

async function fillSignIn(page: Page, account: Account) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a visitor who likes or clones signs in and comes back with it done', async ({
  page,
  browser,
}) => {
  await signInAsNewMember(page, 'Author');
  const prompt = await createPromptThroughApi(page.request, {
    title: 'Weekly plan',
    content: 'Plan my week around [goal].',
    aiTool: 'Claude',
    purpose: 'business',
  });
  const address = `/snippets/${prompt.id}/weekly-plan`;

  // Like: off to sign in, back on the prompt, liked.
  const liker = await newVisitor(browser);
  const likerAccount = await createVerifiedAccount(liker, 'Fan');
  await liker.goto(address);
  await liker.getByRole('button', { name: /^Like/ }).click();
  await expectToast(liker, 'Sign in to like this prompt');
  await expect(liker).toHaveURL(`/auth?redirect=${encodeURIComponent(address)}`);
  await fillSignIn(liker, likerAccount);
  await expect(liker).toHaveURL(address);
  await expect(liker.getByRole('button', { name: /^Like/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(liker.getByRole('button', { name: /^Like/ })).toHaveAccessibleName('Like, 1 like');

  // Clone: off to sign in, then straight onto the new copy.
  const cloner = await newVisitor(browser);
  const clonerAccount = await createVerifiedAccount(cloner, 'Cloner');
  await cloner.goto(address);
  await cloner.getByRole('button', { name: 'Clone', exact: true }).click();
  await expectToast(cloner, 'Sign in to clone this prompt');
  await fillSignIn(cloner, clonerAccount);
  await expectToast(cloner, 'Snippet Cloned!');
  await expect(cloner).toHaveURL(/\/snippets\/\d+\/weekly-plan$/);
  await expect(cloner).not.toHaveURL(address);
  const copyAddress = new URL(cloner.url()).pathname;

  // A second clone is asked about first; 'Open My Copy' goes to the one there is.
  await cloner.goto(address);
  await cloner.getByRole('button', { name: 'Clone', exact: true }).click();
  const ask = cloner.getByRole('alertdialog', { name: 'You already cloned this prompt' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Open My Copy' }).click();
  await expect(cloner).toHaveURL(copyAddress);
});

test('a protected page sends a visitor to sign in and back', async ({ page }) => {
  const account = await createVerifiedAccount(page, 'Returner');
  await page.goto('/favorites');
  await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent('/favorites')}`);
  await fillSignIn(page, account);
  await expect(page).toHaveURL('/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
});

// A crafted link must never send someone off the site, whichever way they leave /auth. Each
// value went elsewhere (or was meant to) before the route dropped it.
const OFF_SITE_RETURNS = [
  'https://evil.example',
  'https:evil.example',
  '//x',
  '/\\x',
  '/%2F%2Fx',
  '/%09/x',
];

/** Every request the page makes to another host, held back and listed. */
async function offSiteRequests(page: Page): Promise<string[]> {
  const origin = new URL(test.info().project.use.baseURL as string).origin;
  const seen: string[] = [];
  await page.context().route(
    (url) => url.origin !== origin,
    (route) => {
      seen.push(route.request().url());
      return route.abort();
    },
  );
  return seen;
}

test('a signed-in visit to /auth with an off-site return path stays on the site', async ({
  page,
}) => {
  // A page load per value on a shared machine: more time.
  const offSite = await offSiteRequests(page);
  await signInAsNewMember(page, 'Stayer');
  for (const value of OFF_SITE_RETURNS) {
    await page.goto(`/auth?redirect=${value}`);
    await expect(page, value).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'My Prompts' })).toBeVisible();
  }
  await page.goto(`/auth?redirect=${encodeURIComponent('/favorites')}`);
  await expect(page).toHaveURL('/favorites');
  expect(offSite).toEqual([]);
});

test('signing in with an off-site return path ends on the home page', async ({ page }) => {
  const offSite = await offSiteRequests(page);
  const account = await createVerifiedAccount(page, 'Leaver');
  for (const value of OFF_SITE_RETURNS) {
    await page.context().clearCookies();
    await page.goto(`/auth?redirect=${value}`);
    await fillSignIn(page, account);
    await expect(page, value).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /Welcome to Promptshelf/ }),
    ).toBeVisible();
  }
  await page.context().clearCookies();
  await page.goto(`/auth?redirect=${encodeURIComponent('/favorites')}`);
  await fillSignIn(page, account);
  await expect(page).toHaveURL('/favorites');
  expect(offSite).toEqual([]);
});

test('the author edits, unpublishes and deletes on the prompt page; focus comes back', async ({
  page,
}) => {
  await signInAsNewMember(page, 'Owner');
  const prompt = await createPromptThroughApi(page.request, {
    title: 'Release notes',
    content: 'Write release notes for [version].',
    aiTool: 'ChatGPT/GPT4',
    purpose: 'writing',
  });
  await page.goto(`/snippets/${prompt.id}/release-notes`);
  await expect(page.getByText('Your prompt', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Make Private' }).click();
  await expectToast(page, 'Prompt is now private');
  await expect(page.getByText('Private', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make Public' })).toBeVisible();

  // Escape closes the edit dialog, and focus is back on the button that opened it.
  const edit = page.getByRole('button', { name: 'Edit', exact: true });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Prompt' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  await edit.click();
  await dialog.getByLabel('Title').fill('Release notes, shorter');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Release notes, shorter');
  await expect(edit).toBeFocused();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you absolutely sure?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL('/dashboard');
  await expect(promptCard(page, 'Release notes, shorter')).toHaveCount(0);
});

test('on the dashboard focus lands on the new card after a create and the next one after a delete', async ({
  page,
}) => {
  await signInAsNewMember(page, 'Keyboard');
  for (const title of ['First prompt', 'Second prompt']) {
    await createPromptThroughApi(page.request, {
      title,
      content: `The ${title.toLowerCase()}.`,
      aiTool: 'Gemini',
      purpose: 'business',
    });
  }
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Create New Prompt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Prompt' });
  await dialog.getByLabel('Title').fill('Third prompt');
  await dialog.getByLabel('Prompt').fill('The third prompt.');
  await choose(dialog, page, 'AI Tool', 'Claude');
  await choose(dialog, page, 'Purpose', 'Writing');
  await dialog.getByRole('button', { name: 'Create Prompt' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    promptCard(page, 'Third prompt').getByRole('link', { name: 'Third prompt' }),
  ).toBeFocused();

  // Newest first: Third, Second, First. Deleting Second moves focus to First.
  await promptCard(page, 'Second prompt')
    .getByRole('button', { name: 'Delete prompt “Second prompt”' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Are you absolutely sure?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(promptCard(page, 'Second prompt')).toHaveCount(0);
  await expect(
    promptCard(page, 'First prompt').getByRole('link', { name: 'First prompt' }),
  ).toBeFocused();

  // The whole card opens the prompt, not only its title.
  await promptCard(page, 'First prompt').click();
  await expect(page).toHaveURL(/\/snippets\/\d+\/first-prompt$/);
});

test('a profile link shared before a username change still leads to the person', async ({
  page,
}) => {
  await signInAsNewMember(page, 'Renamer');
  const before = (await (await page.request.get('/api/profile')).json()) as { username: string };
  const renamed = `renamed-${Date.now()}`;
  const response = await page.request.put('/api/profile', { data: { username: renamed } });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(`/u/${before.username}`);
  await expect(page).toHaveURL(`/u/${renamed}`);
  await expect(page.getByText(`@${renamed}`)).toBeVisible();
});

test('on a phone the browse filters fold behind one Filters button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/browse');
  const tool = page.getByRole('combobox', { name: 'AI tool' });
  await expect(page.getByRole('searchbox')).toBeVisible();
  await expect(tool).toBeHidden();
  const filters = page.getByRole('button', { name: 'Filters' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await filters.click();
  await expect(tool).toBeVisible();
  await tool.selectOption({ label: 'Claude' });
  await expect(page).toHaveURL(/aiTool=Claude/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

  // Wider screens show them in a row, with no Filters button.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  await expect(tool).toBeVisible();
});

test("a cancelled form's validation toast does not outlive it", async ({ page }) => {
  await signInAsNewMember(page, 'Stale');
  await page.goto('/dashboard');
  const open = page.getByRole('button', { name: 'Create New Prompt' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Create New Prompt' });
  await dialog.getByRole('button', { name: 'Create Prompt' }).click();
  await expect(toasts(page).filter({ hasText: 'Validation Error' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(toasts(page).filter({ hasText: 'Validation Error' })).toHaveCount(0);
  await open.click();
  await expect(dialog).toBeVisible();
  await expect(toasts(page).filter({ hasText: 'Validation Error' })).toHaveCount(0);
});
