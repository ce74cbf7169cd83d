import { expect, test } from '@playwright/test';

import { COOKIE_CONSENT_KEY } from '../support/consent';

test('the cookie banner shows until accepted, and stays hidden after a reload', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('We use cookies');

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  expect(
    await page.evaluate((key) => localStorage.getItem(key), COOKIE_CONSENT_KEY),
  ).not.toBeNull();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('We use cookies')).toHaveCount(0);

  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Prompts' })).toBeVisible();
  await expect(page.getByText('We use cookies')).toHaveCount(0);
});

test('the cookie banner comes back on a device that has not accepted it', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/browse');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await context.close();
});
