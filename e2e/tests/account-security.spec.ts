import { expect, test, type Page } from '@playwright/test';

import { newAccount, signInAsNewMember, signInThroughApi } from '../support/accounts';
import { axeViolations, createPromptThroughApi } from '../support/library';
import { linkIn, waitForMail } from '../support/mail';
import { expectToast } from '../support/toast';

/** The screen has no axe violations in light and dark, at 1280 and 390 px. */
async function expectAccessibleEverywhere(page: Page, heading: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await axeViolations(page), `${width} px, ${colorScheme}`).toEqual([]);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a member sees the sessions of two browsers and signs the other one out', async ({
  page,
  browser,
}) => {
  const account = await signInAsNewMember(page, 'Sessa');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInThroughApi(otherPage, account);
  expect((await otherPage.request.get('/api/auth/user')).status()).toBe(200);

  // From the user menu.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /open user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);
  await expect(page).toHaveTitle(/Security/);
  const table = page.getByRole('table', { name: 'Your sessions' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(rows.first()).toContainText(/Chrom/);
  await expectAccessibleEverywhere(page, 'Security');

  // The other browser is signed out, by keyboard.
  const signOut = table.getByRole('button', { name: /^Sign out / });
  await expect(signOut).toHaveCount(1);
  await signOut.focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Session signed out');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('This device');
  expect((await otherPage.request.get('/api/auth/user')).status()).toBe(401);
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/auth/);
  await other.close();
});

test('a member changes their email through the link mailed to the new address', async ({
  page,
}) => {
  const account = await signInAsNewMember(page, 'Emmy');
  const newEmail = newAccount('Moved').email;
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Email and account' });
  await expect(section).toContainText(account.email);
  await section.getByLabel('New email').fill(newEmail);
  await section.getByLabel('Current password').fill('not my password');
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expectToast(page, 'Failed to change email', {
    description: 'Password is incorrect',
    variant: 'destructive',
  });
  await section.getByLabel('Current password').fill(account.password);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expectToast(page, 'Check your new address');
  await expectAccessibleEverywhere(page, 'Edit Profile');

  const mail = await waitForMail(newEmail, { subject: 'Confirm your new email' });
  await page.goto(linkIn(mail, '/api/account/email/confirm'));
  await expect(page).toHaveURL(/\/profile$/);
  await expectToast(page, 'Email changed', { description: `Your email is now ${newEmail}.` });
  await expect(section).toContainText(newEmail);
  await waitForMail(account.email, {
    subject: 'The email of your Promptshelf account was changed',
  });
});

test('a member deletes their account with their password and a typed confirmation', async ({
  page,
}) => {
  const account = await signInAsNewMember(page, 'Gone');
  const prompt = await createPromptThroughApi(page.request, {
    title: 'Soon gone',
    content: 'Write about [topic].',
    aiTool: 'Claude',
    purpose: 'writing',
  });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(dialog.getByText('Please type DELETE to confirm')).toBeVisible();
  // Measured at rest: the pointer that clicked would leave the button in its hover colour.
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel(/to confirm/).fill('DELETE');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, 'Your account has been deleted.');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  expect((await page.request.get(`/api/snippets/${prompt.id}`)).status()).toBe(404);
  await waitForMail(account.email, { subject: 'Your Promptshelf account was deleted' });
});
