import { expect, test, type Page } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';

// The theme switch in the user menu: light, dark or the system's, kept on the device and
// applied before the first paint (docs/decisions/211).

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
  // The theme <html> has at the moment <body> is parsed: before anything can be painted.
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      document.body.dataset.themeAtFirstPaint = document.documentElement.dataset.theme ?? 'none';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
});

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function chooseTheme(page: Page, label: string) {
  await page.getByRole('button', { name: /open user menu/ }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitemradio', { name: label }).click();
  await expect(menu).toBeHidden();
}

test('a member picks dark, keeps it over a light system without a flash, then follows the system', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signInAsNewMember(page, 'Theo');
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const light = await background(page);

  await page.getByRole('button', { name: /open user menu/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
  await chooseTheme(page, 'Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await background(page);
  expect(dark).not.toBe(light);

  // Remembered on this device, and dark from the first paint of the next page.
  await page.goto('/browse');
  await expect(page.locator('body')).toHaveAttribute('data-theme-at-first-paint', 'dark');
  expect(await background(page)).toBe(dark);
  await page.getByRole('button', { name: /open user menu/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');

  // 'System' follows the operating system, also while the page is open.
  await chooseTheme(page, 'System');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-theme-at-first-paint', 'dark');

  // Light over a dark system.
  await chooseTheme(page, 'Light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background(page)).toBe(light);
});

test('on a phone the menu offers the same switch, for visitors too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const theme = page.getByRole('navigation', { name: 'Mobile' }).getByRole('group', {
    name: 'Theme',
  });
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
  // The radio is drawn by its label, which is what a finger presses.
  await theme.locator('label', { hasText: 'Light' }).click();
  await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-theme-at-first-paint', 'light');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked();
});
