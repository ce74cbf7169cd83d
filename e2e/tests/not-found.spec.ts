import { expect, test } from '@playwright/test';

test('an unknown path shows Page Not Found, and Go Back Home returns to /', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  // Link checkers and search engines read the status; people read the page.
  expect(response?.status()).toBe(404);
  for (const known of ['/browse', '/auth', '/dashboard', '/u/nobody-here', '/snippets/1/x']) {
    expect((await page.request.get(known)).status(), known).toBe(200);
  }

  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Promptshelf');
  // The site chrome stays, so the visitor is not stranded.
  await expect(page.getByRole('banner')).toBeVisible();

  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Store & Share AI Prompts' }),
  ).toBeVisible();
});
