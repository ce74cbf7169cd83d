import { expect, test } from '@playwright/test';

import { acceptCookiesUpFront } from '../support/consent';
import { member, signInAs } from '../support/viewer';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

test('a signed-in user gets the member navigation and a user menu', async ({ page }) => {
  await signInAs(page, member);
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
  ]);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  await page.getByRole('button', { name: /open user menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Change Password', 'Logout']);
  await menu.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL('/change-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
});

test('only a superadmin sees the Superadmin link and may open the admin area', async ({ page }) => {
  await signInAs(page, member);
  await page.goto('/superadmin/users');
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Superadmin' }),
  ).toHaveCount(0);

  await page.unrouteAll();
  await signInAs(page, { ...member, superadmin: true });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Superadmin' })
    .click();
  await expect(page).toHaveURL('/superadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Superadmin' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Superadmin' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page).toHaveURL('/superadmin/users');
});

test('a signed-in user who opens /auth is sent to the dashboard', async ({ page }) => {
  await signInAs(page, member);
  await page.goto('/auth');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Prompts' })).toBeVisible();
});

test('the phone menu repeats the member entries and the user menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, { ...member, superadmin: true });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link')).toHaveText([
    'Home',
    'Browse Prompts',
    'Dashboard',
    'Favorites',
    'Superadmin',
    'Profile',
    'Change Password',
  ]);
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
});
