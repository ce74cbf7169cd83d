import { expect, test, type Page } from '@playwright/test';

import {
  createVerifiedAccount,
  newAccount,
  registerAccount,
  signInAsNewMember,
  verificationLink,
  type Account,
} from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { linkIn, mailSubjects, waitForMail } from '../support/mail';
import { expectToast } from '../support/toast';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

/** Fills the Sign In card of /auth and submits it. */
async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function expectSignedIn(page: Page, account: Account) {
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: /Welcome to Promptshelf/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /open user menu/ })).toContainText(
    account.firstName,
  );
}

test('register, open the mailed link, sign in and sign out', async ({ page }) => {
  const account = newAccount('Linus');
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  // The toggle leaves keyboard users in the new form.
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByLabel('Password')).toHaveAttribute('placeholder', 'min. 6 characters');

  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration successful!', {
    description: 'We have sent you an email to verify your account.',
  });
  // Back on Sign In, with the address carried over.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  // Focus is in the new form too, on its first empty field.
  await expect(page.getByLabel('Password')).toBeFocused();

  // The mailed link verifies and lands on /auth, which reports it once and cleans the address.
  await page.goto(await verificationLink(account));
  await expectToast(page, 'Email Verified!', { description: 'You can now log in.' });
  await expect(page).toHaveURL('/auth');

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Login successful!', {
    description: `Welcome back, ${account.firstName}!`,
  });
  await expectSignedIn(page, account);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();

  // The session survives a reload: it is the server's cookie, not page state.
  await page.reload();
  await expectSignedIn(page, account);

  await page.getByRole('button', { name: /open user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out successfully');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Store & Share AI Prompts' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  // Really signed out on the server, not only in the page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent('/dashboard')}`);
});

test('an invalid verification link reports failure and cleans the address', async ({ page }) => {
  await page.goto('/api/auth/verify-email?token=not-a-real-token');
  await expectToast(page, 'Email Verification Failed', {
    description: 'invalid or has expired',
    variant: 'destructive',
  });
  await expect(page).toHaveURL('/auth');
});

test('a wrong password is refused with the server message', async ({ page }) => {
  const account = await createVerifiedAccount(page);
  await signInThroughForm(page, account.email, 'not-the-password');
  await expectToast(page, 'Login failed', {
    description: 'Invalid email or password',
    variant: 'destructive',
  });
  await expect(page).toHaveURL('/auth');
});

test('an unverified sign-in lands on the resend page with the email filled in', async ({
  page,
}) => {
  const account = newAccount('Barbara');
  await registerAccount(page.request, account);
  const firstMail = await waitForMail(account.email, { subject: mailSubjects.verification });

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(`/resend-verification?email=${encodeURIComponent(account.email)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Account Requires Verification' }),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);

  await page.getByRole('button', { name: 'Resend Verification Link' }).click();
  await expectToast(page, 'Verification Email Sent', {
    description: 'If an account exists, a new verification link has been sent.',
  });
  const secondMail = await waitForMail(account.email, {
    subject: mailSubjects.verification,
    since: firstMail.receivedAt + 1,
  });
  // The new link works (it replaced the first one).
  await page.goto(linkIn(secondMail, '/api/auth/verify-email'));
  await expectToast(page, 'Email Verified!');
  await signInThroughForm(page, account.email, account.password);
  await expectSignedIn(page, account);
});

test('forgot password, reset through the mailed link, sign in with the new password', async ({
  page,
}) => {
  const account = await createVerifiedAccount(page, 'Margaret');
  const newPassword = 'a-brand-new-secret';

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Password Reset Email Sent', {
    description: 'If an account with that email exists, a password reset link has been sent.',
  });

  const mail = await waitForMail(account.email, { subject: mailSubjects.passwordReset });
  await page.goto(linkIn(mail, '/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const done = page.getByRole('heading', { level: 1, name: 'Password Reset Successful' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();

  // The link works once: opened again, it says so at once.
  await page.goto(linkIn(mail, '/reset-password'));
  await expect(page.getByRole('alert')).toContainText(
    'This password reset link has been used or has expired.',
  );
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await page.goto('/auth');

  await signInThroughForm(page, account.email, account.password);
  await expectToast(page, 'Login failed', { variant: 'destructive' });
  await signInThroughForm(page, account.email, newPassword);
  await expectSignedIn(page, account);
});

test('the reset screen without a token says so and offers a new link', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText('Missing reset token');
  await expect(page.getByRole('button', { name: 'Reset Password' })).toHaveCount(0);
  await page.getByRole('link', { name: 'request a new one' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('change password: a wrong current password is refused, then the new one replaces the old', async ({
  page,
  context,
}) => {
  const account = await signInAsNewMember(page, 'Katherine');
  const newPassword = 'changed-secret-42';
  await page.goto('/change-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();

  await page.getByLabel('Current Password').fill('not-my-password');
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Failed to change password', {
    description: 'Current password is incorrect',
    variant: 'destructive',
  });

  await page.getByLabel('Current Password').fill(account.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password changed!');
  // The form starts over, so the passwords do not linger on screen.
  await expect(page.getByLabel('Current Password')).toHaveValue('');

  await context.clearCookies();
  await signInThroughForm(page, account.email, account.password);
  await expectToast(page, 'Login failed', {
    description: 'Invalid email or password',
    variant: 'destructive',
  });
  await signInThroughForm(page, account.email, newPassword);
  await expectSignedIn(page, account);
});
