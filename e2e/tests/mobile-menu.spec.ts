import { expect, test } from '@playwright/test';

import { acceptCookiesUpFront } from '../support/consent';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the navigation lives in a labelled menu that opens, closes and navigates', async ({
  page,
  context,
}) => {
  await acceptCookiesUpFront(context);
  await page.goto('/');

  // The desktop bar is collapsed at this width.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(menu.getByRole('link', { name: 'Browse AI Prompts' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();

  // Escape closes it and gives focus back to the toggle.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  // Keyboard only: open with Enter, then follow a link.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Browse AI Prompts' }).click();
  await expect(page).toHaveURL('/browse');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Prompts' })).toBeVisible();
  await expect(menu).toBeHidden();
});

test.describe('at the narrowest supported width', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('screens fit without sideways scrolling', async ({ page }) => {
    for (const path of [
      '/',
      '/auth',
      '/no-such-page',
      '/u/a-really-long-username-that-keeps-going-and-going',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow on ${path}`).toBe(0);
    }
  });
});
