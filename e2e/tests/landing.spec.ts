import { expect } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { test, uniqueWord } from '../support/discovery';
import { startEmptySite } from '../support/empty-site';
import { axeViolations, createPromptThroughApi, promptCard } from '../support/library';

test('the landing page shows the hero, its links, three features and a final call to action', async ({
  page,
}) => {
  await page.goto('/');

  await expect(page).toHaveTitle('Store & Share AI Prompts · Promptshelf');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Store & Share AI Prompts' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  await expect(main.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
    'href',
    '/auth?mode=register',
  );
  await expect(main.getByRole('link', { name: 'Browse AI Prompts' })).toHaveAttribute(
    'href',
    '/browse',
  );

  const features = page.getByRole('region', { name: 'Everything your prompts need' });
  await expect(features.getByRole('heading', { level: 3 })).toHaveText([
    'Organise your library',
    'Fill in the blanks',
    'Discover and share',
  ]);

  const cta = page.getByRole('region', { name: 'Ready to build your prompt library?' });
  await expect(cta.getByRole('link', { name: 'Create a Free Account' })).toHaveAttribute(
    'href',
    '/auth?mode=register',
  );
});

test('a brand-new site shows its first step in the hero, readable in light and dark', async ({
  browser,
  baseURL,
}) => {
  // Most of it is a second server's first start, which on a busy machine takes minutes.
  test.slow();
  const site = await startEmptySite(baseURL!);
  try {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ baseURL: site.url, colorScheme });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const hero = page.getByRole('main');
      await expect(hero.getByRole('heading', { name: 'Your library starts here' })).toBeVisible();
      await expect(hero.locator('mark', { hasText: '[placeholders]' })).toBeVisible();
      await expect(hero.getByRole('link', { name: 'Create Your First Prompt' })).toHaveAttribute(
        'href',
        /^\/auth\?mode=register/,
      );
      // The marked word's colours included: WCAG AA contrast everywhere on the page.
      expect(await axeViolations(page), colorScheme).toEqual([]);
      await context.close();
    }
  } finally {
    await site.close();
  }
});

test('a visitor sees the logged-out navigation and can follow Get Started Free to sign-up', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Promptshelf' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(nav.getByRole('link', { name: 'Browse AI Prompts' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL('/auth?mode=register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expect(page).toHaveTitle('Create Account · Promptshelf');
});

test('each screen sets its own page title', async ({ page }) => {
  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Prompts' })).toBeVisible();
  await expect(page).toHaveTitle('Browse Prompts · Promptshelf');

  await page.goto('/resend-verification');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Account Requires Verification' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Your Account Requires Verification · Promptshelf');

  // Nobody's username: usernames made from the test addresses carry a random part.
  await page.goto('/u/nobody-has-this-name');
  await expect(page.getByText('User "nobody-has-this-name" not found.')).toBeVisible();
  await expect(page).toHaveTitle('User Not Found · Promptshelf');

  // An id no prompt can have: other specs create prompts, so a small one may exist.
  await page.goto('/snippets/2147483647/my-prompt');
  await expect(page.getByRole('heading', { level: 1, name: 'Prompt not found.' })).toBeVisible();
  await expect(page).toHaveTitle('Prompt Not Found · Promptshelf');

  // '/' is two screens: the welcome page names itself for a member.
  await signInAsNewMember(page, 'Titled');
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Welcome to Promptshelf/ }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Welcome · Promptshelf');
});

test('the skip link moves keyboard focus to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('Latest from the community shows the 9 newest public prompts, newest first, never a private one @alone', async ({
  page,
  newMember,
}) => {
  const word = uniqueWord();
  const author = await newMember('Ada');
  for (let n = 1; n <= 10; n++) {
    await createPromptThroughApi(author.request, {
      title: `${word} idea ${n}`,
      content: `Idea number ${n} about [topic].`,
      aiTool: 'Claude',
      purpose: 'creative',
    });
  }
  // The newest of all, but private: it must not take the first place.
  await createPromptThroughApi(author.request, {
    title: `${word} private idea`,
    content: 'Only for me.',
    aiTool: 'Claude',
    purpose: 'creative',
    isPublic: false,
  });

  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest from the community' });
  const cards = latest.getByRole('list', { name: 'Latest prompts' }).getByRole('article');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
    Array.from({ length: 9 }, (_, i) => `${word} idea ${10 - i}`),
  );
  await expect(latest.getByText(`${word} private idea`)).toHaveCount(0);
  // The hero shows a real prompt too: the newest with placeholders, not a made-up example.
  const hero = page.getByRole('region', { name: 'Store & Share AI Prompts' });
  await expect(hero.getByRole('link', { name: `${word} idea 10` })).toBeVisible();
  await expect(hero.getByText('[topic]', { exact: true })).toBeVisible();
  await expect(latest.getByRole('link', { name: 'View all prompts' })).toHaveAttribute(
    'href',
    '/browse',
  );

  // A card opens its prompt; its author links to their profile.
  const newest = promptCard(page, `${word} idea 10`);
  await expect(newest.getByRole('link', { name: /^By Ada/ })).toHaveAttribute(
    'href',
    `/u/${author.username}`,
  );
  await newest.getByRole('link', { name: `${word} idea 10` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${word} idea 10`);
});

test('the welcome page offers four quick cards and the Getting Started steps', async ({ page }) => {
  await signInAsNewMember(page, 'Grace');
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Promptshelf, Grace' }),
  ).toBeVisible();

  const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'Create Prompt',
    'Browse Prompts',
    'My Favorites',
    'My Dashboard',
  ]);
  const targets = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(targets).toEqual(['/dashboard?create=true', '/browse', '/favorites', '/dashboard']);

  const steps = page.getByRole('region', { name: 'Getting Started' });
  await expect(steps.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([
    'Create a prompt',
    'Discover and explore',
    'Save and share',
  ]);

  await cards.filter({ hasText: 'My Favorites' }).click();
  await expect(page).toHaveURL('/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();

  // 'Create Prompt' opens the create form on the dashboard; closed, it stays closed.
  await page.goto('/');
  await cards.filter({ hasText: 'Create Prompt' }).click();
  await expect(page).toHaveURL('/dashboard?create=true');
  const form = page.getByRole('dialog', { name: 'Create New Prompt' });
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Public', exact: true }).click();
  await expect(page).toHaveURL('/dashboard?visibility=public');
  await expect(form).toBeHidden();
});
