import { expect, test } from '@playwright/test';

import { createVerifiedAccount } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

test('the sign-up links open Create Account, and the address and title follow the mode', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL('/auth?mode=register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expect(page).toHaveTitle('Create Account · Promptshelf');
  await expect(page.getByLabel('First name')).toBeVisible();

  // Switching updates the address and the title; Back returns to the other mode.
  await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveTitle('Sign In · Promptshelf');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL('/auth?mode=register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();

  // The address alone opens the mode: a reload or a shared link; an unknown mode is Sign In.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expect(page).toHaveTitle('Create Account · Promptshelf');
  await page.goto('/auth?mode=elsewhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveTitle('Sign In · Promptshelf');

  await page.goto('/');
  await page
    .getByRole('region', { name: 'Ready to build your prompt library?' })
    .getByRole('link', { name: 'Create a Free Account' })
    .click();
  await expect(page).toHaveURL('/auth?mode=register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
});

test('the return path survives a switch between the modes', async ({ page }) => {
  const account = await createVerifiedAccount(page.request, 'Returner');
  await page.goto('/auth?mode=register&redirect=%2Ffavorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/auth?redirect=%2Ffavorites');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();

  // An off-site return path is still dropped (decision 072), whatever the mode.
  await page.context().clearCookies();
  await page.goto('/auth?mode=register&redirect=https%3A%2F%2Fevil.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/auth');
});
