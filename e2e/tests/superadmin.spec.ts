import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { acceptCookiesUpFront } from '../support/consent';
import { E2E_MEMBER, E2E_SUPERADMIN } from '../support/seed-admin';

async function signIn(page: Page, account: { email: string; password: string }) {
  // The request context shares its cookies with the page: a real session, no faked answers.
  const res = await page.request.post('/api/auth/login', { data: account });
  expect(res.ok()).toBe(true);
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

test('a superadmin sees the metrics, finds a user and a prompt, and unpublishes it @alone', async ({
  page,
}) => {
  await signIn(page, E2E_SUPERADMIN);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Superadmin' })
    .click();
  await expect(page).toHaveURL('/superadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Superadmin' })).toBeVisible();

  // Other tests add accounts and prompts to the same database, so the expected numbers are
  // today's, read from the API (@alone: no other test runs meanwhile).
  const counts = (await (await page.request.get('/api/superadmin/metrics')).json()) as {
    totalUsers: number;
    totalSnippets: number;
  };
  expect(counts.totalSnippets).toBeGreaterThanOrEqual(40);
  const shown = (n: number) => n.toLocaleString('en-US');
  const metric = (label: string) =>
    page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
  await expect(metric('Total Users').locator('p.text-3xl')).toHaveText(shown(counts.totalUsers));
  await expect(metric('Total Prompts').locator('p.text-3xl')).toHaveText(
    shown(counts.totalSnippets),
  );
  const publicBefore = Number(
    (await metric('Public Prompts').locator('p.text-3xl').textContent()) ?? 'NaN',
  );

  await page.getByRole('link', { name: 'Manage Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(
    page.getByText(
      `Showing 1–${shown(Math.min(20, counts.totalUsers))} of ${shown(counts.totalUsers)} users`,
    ),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('member@e2e');
  await expect(page).toHaveURL(/q=member%40e2e/);
  const rows = page.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Mia Member');
  await expect(rows.first()).toContainText('member@e2e.example.com');
  await expect(rows.first()).toContainText('Verified');

  await page
    .getByRole('navigation', { name: 'Superadmin' })
    .getByRole('link', { name: 'Prompts' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prompts' })).toBeVisible();
  const totalPrompts = shown(counts.totalSnippets);
  await expect(page.getByText(`Showing 1–20 of ${totalPrompts} prompts`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText(
      `Showing 21–${shown(Math.min(40, counts.totalSnippets))} of ${totalPrompts} prompts`,
    ),
  ).toBeVisible();

  // Find a public prompt by its title.
  const publicRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Unpublish/ }) })
    .first();
  const title = (await publicRow.getByRole('link').textContent()) ?? '';
  expect(title.length).toBeGreaterThan(5);
  await page.getByRole('searchbox', { name: 'Search prompts' }).fill(title);
  await expect(page.getByText(/Showing 1–\d+ of \d+ prompts?/)).toBeVisible();
  await expect(page).toHaveURL(/q=/);
  const found = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  await expect(found.first()).toBeVisible();
  await expect(page.getByText('Showing 1–20 of 40 prompts')).toHaveCount(0);

  await found
    .first()
    .getByRole('button', { name: `Unpublish “${title}”` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Unpublish this prompt?' })).toBeVisible();
  await dialog.getByLabel('Reason (optional)').fill('Spam');
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Prompt unpublished', { exact: true })).toBeVisible();
  await expect(found.first().getByRole('button', { name: /^Unpublish/ })).toHaveCount(0);
  await expect(found.first()).toContainText('Private');

  await page
    .getByRole('navigation', { name: 'Superadmin' })
    .getByRole('link', { name: 'Overview' })
    .click();
  await expect(metric('Public Prompts')).toContainText(String(publicBefore - 1));
  const logEntry = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Recent Moderation' }) })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(logEntry).toContainText('Unpublished');
  await expect(logEntry).toContainText('Spam');
  await expect(logEntry).toContainText(`by ${E2E_SUPERADMIN.email}`);
});

test('a member has no Superadmin link and is sent away from the admin pages', async ({ page }) => {
  await signIn(page, E2E_MEMBER);
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Superadmin' })).toHaveCount(0);
  for (const path of ['/superadmin', '/superadmin/users', '/superadmin/snippets']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Superadmin' })).toHaveCount(0);
  }
  // The server refuses the data too, whatever the screen does.
  const res = await page.request.get('/api/superadmin/users');
  expect(res.status()).toBe(403);
});

test('the admin pages have no WCAG 2 A/AA violations, on a phone too', async ({ page }) => {
  await signIn(page, E2E_SUPERADMIN);
  for (const [path, heading] of [
    ['/superadmin', 'Superadmin'],
    ['/superadmin/users', 'Users'],
    ['/superadmin/snippets', 'Prompts'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/Showing|Total Users/).first()).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }
  await page
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await axeViolations(page), 'delete dialog').toEqual([]);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/superadmin/snippets');
  await expect(page.getByText(/Showing/)).toBeVisible();
  expect(await axeViolations(page), 'phone').toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
