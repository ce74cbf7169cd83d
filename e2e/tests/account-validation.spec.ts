import { expect, test, type Locator } from '@playwright/test';

import { freshResetLink, signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

/** The field is marked invalid and its message is part of its accessible description. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test('sign in and create account show the spec messages under their fields', async ({ page }) => {
  await page.goto('/auth');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password');

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectFieldError(email, 'Please enter a valid email address');
  await expectFieldError(password, 'Password is required');
  await expect(email).toBeFocused();

  // Fixing a field clears its message as the user types.
  await email.fill('someone@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(password).toBeFocused();

  await page.getByRole('link', { name: 'Create Account' }).click();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectFieldError(page.getByLabel('Email'), 'Please enter a valid email address');
  await expectFieldError(page.getByLabel('Password'), 'Password must be at least 6 characters');
  // First and last name are optional.
  await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid');
  await expect(page.getByLabel('Email')).toBeFocused();
  // Nothing was sent: still on the form, no toast.
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
});

test('forgot password and resend verification check the address', async ({ page }) => {
  for (const [path, button] of [
    ['/forgot-password', 'Send Reset Link'],
    ['/resend-verification', 'Resend Verification Link'],
  ] as const) {
    await page.goto(path);
    await page.getByLabel('Email').fill('nobody@');
    await page.getByRole('button', { name: button }).click();
    await expectFieldError(page.getByLabel('Email'), 'Invalid email address');
    await expect(page.getByLabel('Email')).toBeFocused();
  }
});

test('reset password checks length and that both entries match', async ({ page }) => {
  await page.goto(await freshResetLink(page.request));
  const password = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm New Password');

  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectFieldError(password, 'Password must be at least 6 characters');
  await expectFieldError(confirm, 'Confirm password must be at least 6 characters');

  await password.fill('abcdef');
  await confirm.fill('abcdeg');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(password).not.toHaveAttribute('aria-invalid');
  await expectFieldError(confirm, "Passwords don't match");
  await expect(confirm).toBeFocused();
});

test('change password requires the current one and a matching confirmation', async ({ page }) => {
  await signInAsNewMember(page);
  await page.goto('/change-password');
  const current = page.getByLabel('Current Password');
  const next = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm New Password');

  await next.fill('abc');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectFieldError(current, 'Current password is required');
  await expectFieldError(next, 'Password must be at least 6 characters');
  await expect(current).toBeFocused();

  await current.fill('whatever');
  await next.fill('abcdef');
  await confirm.fill('abcxyz');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectFieldError(confirm, 'Passwords do not match');
  await expect(confirm).toBeFocused();
});
