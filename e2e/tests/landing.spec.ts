import { expect, test } from '@playwright/test';

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
    '/auth',
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
    '/auth',
  );
});

test('a visitor sees the logged-out navigation and can follow Get Started Free to /auth', async ({
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
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveTitle('Sign In · Promptshelf');
});

test('each screen sets its own page title', async ({ page }) => {
  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Prompts' })).toBeVisible();
  await expect(page).toHaveTitle('Browse Prompts · Promptshelf');

  await page.goto('/resend-verification');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Account Requires Verification' }),
  ).toBeVisible();

  await page.goto('/u/ada');
  await expect(page).toHaveTitle('@ada · Promptshelf');

  await page.goto('/snippets/42/my-prompt');
  await expect(page.getByRole('heading', { level: 1, name: 'Prompt' })).toBeVisible();
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
