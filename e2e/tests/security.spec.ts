import { totpCode } from '@promptshelf/api/test/totp';
import { expect, test, type Page } from '@playwright/test';

import { signInAsNewMember, type Account } from '../support/accounts';
import { waitForMail } from '../support/mail';
import { expectToast } from '../support/toast';

/** A code from a later 30-second step than the one that turned two-factor on. */
const laterCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

async function signOut(page: Page) {
  await page.getByRole('button', { name: /open user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out successfully');
}

/** The password step of /auth, by keyboard. */
async function enterPassword(page: Page, account: Account) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Password').press('Enter');
}

async function expectSignedIn(page: Page, account: Account) {
  await expectToast(page, 'Login successful!', {
    description: `Welcome back, ${account.firstName}!`,
  });
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: /open user menu/ })).toContainText(
    account.firstName,
  );
}

test('a member turns on two-factor, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  const account = await signInAsNewMember(page, 'Toto');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /open user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await expect(page).toHaveURL('/settings/security');
  await expect(page).toHaveTitle(/Security/);
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();

  await page.getByRole('button', { name: 'Turn On Two-Factor Authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = await page.getByTestId('two-factor-secret').innerText();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // A wrong code is refused with the server's message.
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn On', exact: true }).click();
  await expectToast(page, 'Failed to turn on two-factor authentication', {
    description: 'That code is not valid. Try again.',
    variant: 'destructive',
  });
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn On', exact: true }).click();

  // Read once they are shown: allInnerTexts does not wait for them.
  const shown = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(shown).toHaveCount(10);
  const codes = await shown.allInnerTexts();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('You have 10 recovery codes left.')).toBeVisible();
  await waitForMail(account.email, { subject: 'Two-factor authentication is on' });

  // Signing in now asks for the code after the password; the code step holds no session.
  await signOut(page);
  await enterPassword(page, account);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await code.fill(laterCode(secret));
  await code.press('Enter');
  await expectSignedIn(page, account);

  // A recovery code works once.
  await signOut(page);
  await enterPassword(page, account);
  await page.getByLabel('Authentication code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedIn(page, account);
  await page.goto('/settings/security');
  await expect(page.getByText('You have 9 recovery codes left.')).toBeVisible();

  await signOut(page);
  await enterPassword(page, account);
  await page.getByLabel('Authentication code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Login failed', {
    description: 'That code is not valid. Try again.',
    variant: 'destructive',
  });
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('a member adds a passkey, signs out, and signs in with it alone', async ({ page }) => {
  // Chromium's virtual authenticator: a platform passkey that verifies its user (a PIN or a
  // fingerprint) and keeps the credential on the device, as a phone or laptop does.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  const account = await signInAsNewMember(page, 'Paski');
  await page.goto('/settings/security');
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Passkey' }).click();
  await expect(page.getByText('Name your passkey')).toBeVisible();
  await page.getByLabel('Passkey name').fill('Test laptop');
  await page.getByLabel('Passkey name').press('Enter');
  await expectToast(page, 'Passkey added', { description: 'Test laptop' });
  const row = page.getByRole('row', { name: /Test laptop/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Never');
  await waitForMail(account.email, { subject: 'A passkey was added' });

  await signOut(page);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expectSignedIn(page, account);

  // Last used is recorded; removing the passkey asks first.
  await page.goto('/settings/security');
  await expect(row).not.toContainText('Never');
  await page.getByRole('button', { name: 'Remove passkey Test laptop' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Passkey removed');
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
});
