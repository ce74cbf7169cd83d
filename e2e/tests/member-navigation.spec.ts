import { expect, test } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { expectToast } from '../support/toast';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

test('a signed-in user gets the member navigation and a user menu', async ({ page }) => {
  const account = await signInAsNewMember(page, 'Grace');
  await page.goto('/');

  await expect(
    page.getByRole('heading', { level: 1, name: /Welcome to Promptshelf/ }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Browse Prompts',
    'Dashboard',
    'Favorites',
    'Collections',
  ]);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  await page.getByRole('button', { name: /open user menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(account.email);
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Profile',
    'Change Password',
    'Security',
    'API Tokens',
    'Webhooks',
    'Notifications',
    'Logout',
  ]);
  await menu.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL('/change-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
});

test('a member who is not a superadmin gets no Superadmin link and no admin area', async ({
  page,
}) => {
  await signInAsNewMember(page);
  await page.goto('/superadmin/users');
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: /Welcome to Promptshelf/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Superadmin' }),
  ).toHaveCount(0);
});

test('a signed-in user who opens /auth is sent to the dashboard', async ({ page }) => {
  await signInAsNewMember(page);
  await page.goto('/auth');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Prompts' })).toBeVisible();
});

test('the phone menu repeats the member entries and the user menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewMember(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link')).toHaveText([
    'Home',
    'Browse Prompts',
    'Dashboard',
    'Favorites',
    'Collections',
    // The workspace list (a person without workspaces has Personal alone) loads after the page.
    'Personal',
    'Profile',
    'Change Password',
    'Security',
    'API Tokens',
    'Webhooks',
    'Notifications',
  ]);
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Store & Share AI Prompts' }),
  ).toBeVisible();
  await expectToast(page, 'Logged out successfully');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
});
