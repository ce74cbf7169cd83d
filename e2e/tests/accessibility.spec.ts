import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { member, signInAs } from '../support/viewer';

async function axeViolations(page: Page): Promise<string[]> {
  // Let entrance animations finish so colours are measured at rest.
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

const screens = [
  { name: 'landing page', path: '/', heading: 'Store & Share AI Prompts' },
  { name: 'auth page', path: '/auth', heading: 'Sign In' },
  { name: '404 page', path: '/no-such-page', heading: 'Page Not Found' },
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const screen of screens) {
      test(`the ${screen.name} has no WCAG 2 A/AA violations`, async ({ page }) => {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('the signed-in welcome page and the phone menu have no WCAG 2 A/AA violations', async ({
      page,
    }) => {
      await signInAs(page, { ...member, superadmin: true });
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: /Welcome to Promptshelf/ }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('the dark theme follows the system colour scheme', async ({ browser }) => {
  const background = async (colorScheme: 'light' | 'dark') => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto('/');
    const value = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await context.close();
    return value;
  };
  expect(await background('light')).toBe('rgb(255, 255, 255)');
  expect(await background('dark')).not.toBe('rgb(255, 255, 255)');
});
