import { expect, test, type Page } from '@playwright/test';

import {
  createVerifiedAccount,
  newAccount,
  signInAsNewMember,
  type Account,
} from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { axeViolations } from '../support/library';
import { linkIn, mailSubjects, waitForMail } from '../support/mail';
import { expectToast } from '../support/toast';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

const inbox = (page: Page) => page.getByRole('status').filter({ hasText: 'Check your inbox' });

test('after sign-up the page says where the link went and sends it again', async ({ page }) => {
  const account: Account = newAccount('Inboxer');
  await page.goto('/auth?mode=register');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration successful!');
  await expect(inbox(page)).toContainText(`We have sent a verification link to ${account.email}`);
  // Still there once the toast has gone; Sign In waits below it.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  expect(await axeViolations(page)).toEqual([]);

  const first = await waitForMail(account.email, { subject: mailSubjects.verification });
  await inbox(page).getByRole('button', { name: 'Resend Verification Link' }).click();
  await expectToast(page, 'Verification Email Sent');
  const second = await waitForMail(account.email, {
    subject: mailSubjects.verification,
    since: first.receivedAt + 1,
  });
  // The newest link verifies the account.
  await page.goto(linkIn(second, '/api/auth/verify-email'));
  await expectToast(page, 'Email Verified!');
});

test('forgot password keeps "check your inbox" on the page, with a resend', async ({ page }) => {
  const account = await createVerifiedAccount(page.request, 'Forgetful');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Password Reset Email Sent');
  await expect(inbox(page)).toContainText(`If an account exists for ${account.email}`);
  await expect(inbox(page)).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  const first = await waitForMail(account.email, { subject: mailSubjects.passwordReset });
  await inbox(page).getByRole('button', { name: 'Resend Reset Link' }).click();
  await expectToast(page, 'Password Reset Email Sent');
  await waitForMail(account.email, {
    subject: mailSubjects.passwordReset,
    since: first.receivedAt + 1,
  });
  await page.getByRole('button', { name: 'Use a Different Email' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('a used reset link says so on arrival and when it dies while open', async ({
  page,
  browser,
}) => {
  const account = await createVerifiedAccount(page.request, 'Linker');
  const since = Date.now();
  const sent = await page.request.post('/api/auth/forgot-password', {
    data: { email: account.email },
  });
  expect(sent.ok()).toBe(true);
  const mail = await waitForMail(account.email, { subject: mailSubjects.passwordReset, since });
  const link = linkIn(mail, '/reset-password');

  // Checking on arrival does not use it up: the form is there, twice.
  await page.goto(link);
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();

  // Used meanwhile (another tab): the refused reset turns the page into the dead link's.
  const other = await browser.newContext();
  const used = await other.request.post('/api/auth/reset-password', {
    data: {
      token: new URL(link).searchParams.get('token'),
      password: 'other-1',
      confirmPassword: 'other-1',
    },
  });
  expect(used.ok()).toBe(true);
  await other.close();
  await page.getByLabel('New Password', { exact: true }).fill('mine-123');
  await page.getByLabel('Confirm New Password').fill('mine-123');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, 'Error', {
    description: 'This password reset link is invalid or has expired.',
    variant: 'destructive',
  });
  const dead = page.getByRole('alert').filter({ hasText: 'has been used or has expired' });
  await expect(dead).toBeVisible();

  // On arrival, without typing anything; a way to a new link.
  await page.goto(link);
  await expect(dead).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await dead.getByRole('link', { name: 'request a new one' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('a wrong current password is marked on its field', async ({ page }) => {
  await signInAsNewMember(page, 'Marker');
  await page.goto('/change-password');
  const current = page.getByLabel('Current Password');
  await current.fill('not-my-password');
  await page.getByLabel('New Password', { exact: true }).fill('changed-secret-42');
  await page.getByLabel('Confirm New Password').fill('changed-secret-42');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Failed to change password', {
    description: 'Current password is incorrect',
    variant: 'destructive',
  });
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toBeFocused();
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible();
  // The other fields are not blamed.
  await expect(page.getByLabel('New Password', { exact: true })).not.toHaveAttribute(
    'aria-invalid',
  );
  expect(await axeViolations(page)).toEqual([]);
  // Typing again clears the mark.
  await current.fill('another-try');
  await expect(current).not.toHaveAttribute('aria-invalid');
});
