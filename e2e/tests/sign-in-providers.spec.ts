import { totpCode } from '@promptshelf/api/test/totp';
import { expect, test, type Page } from '@playwright/test';

import { createVerifiedAccount, newAccount } from '../support/accounts';
import { axeViolations } from '../support/library';
import { waitForMail } from '../support/mail';
import { expectToast, notificationsReady } from '../support/toast';
import { TEST_PROVIDER_NAME } from '../openid-issuer';

const CONTINUE = `Continue with ${TEST_PROVIDER_NAME}`;

/** The provider's consent form, which it shows when this browser has not consented yet. */
const consentButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

/**
 * At the provider's own pages (oidc-provider's development login, without a page header): the
 * login form, then the consent form when the provider asks; ends back on the app's pages.
 */
async function signInAtProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await confirmAtProvider(page);
}

/** Confirms the consent form if the provider shows one; ends back on the app's pages. */
async function confirmAtProvider(page: Page) {
  const appHeader = page.getByRole('banner');
  await expect(consentButton(page).or(appHeader)).toBeVisible();
  if (await consentButton(page).isVisible()) await consentButton(page).click();
  await expect(appHeader).toBeVisible();
}

test('a new person signs in with the provider, finds it linked, and comes back with it', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = newAccount('Oidc').email;
  await page.goto('/auth');
  const button = page.getByRole('link', { name: CONTINUE });
  await expect(button).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // By keyboard: the link is reached with Tab like every other control of the form.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByPlaceholder('Enter any login')).toBeVisible();
  await signInAtProvider(page, email);

  // Signed in as a new account, with its email.
  await page.getByRole('button', { name: /open user menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(email);
  await menu.getByRole('menuitem', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);
  await expect(page).toHaveTitle(/Security/);
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  const linked = page.getByRole('region', { name: 'Linked accounts' }).getByRole('listitem');
  await expect(linked).toHaveCount(1);
  await expect(linked).toContainText(TEST_PROVIDER_NAME);
  await expect(linked).toContainText(email);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`security-${width}-${scheme}.png`) });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: 'light' });

  // Its only way in cannot be unlinked: the dialog, by keyboard, then the refusal.
  await page.getByRole('button', { name: `Unlink ${TEST_PROVIDER_NAME}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Unlink ${TEST_PROVIDER_NAME}?`);
  await dialog.getByRole('button', { name: 'Unlink' }).click();
  await expectToast(page, `Could not unlink ${TEST_PROVIDER_NAME}`, {
    description: /your only way to sign in/,
    variant: 'destructive',
  });
  await expect(linked).toHaveCount(1);

  // Another browser, later: the same provider login opens the same account.
  const later = await browser.newContext({ baseURL });
  const again = await later.newPage();
  await again.goto('/auth');
  await again.getByRole('link', { name: CONTINUE }).click();
  await signInAtProvider(again, email);
  await again.getByRole('button', { name: /open user menu/ }).click();
  await expect(again.getByRole('menu')).toContainText(email);
  await later.close();
});

test('an existing account is linked only after its password sign-in', async ({ page }) => {
  const account = await createVerifiedAccount(page.request, 'Linker');
  await page.goto('/auth');
  await page.getByRole('link', { name: CONTINUE }).click();
  await signInAtProvider(page, account.email);

  // Not signed in: told to use the password, then link.
  await expect(page).toHaveURL(/\/auth\?/);
  await expect(page.getByRole('alert')).toHaveText(
    `An account with this email already exists. Sign in with your password, then link ${TEST_PROVIDER_NAME} under Security settings.`,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // The sign-in goes on to the security settings, where the provider can be linked.
  await expect(page).toHaveURL(/\/settings\/security$/);
  await page.getByRole('link', { name: `Link ${TEST_PROVIDER_NAME}` }).click();
  // The provider remembers this browser's sign-in there; it may still ask to confirm.
  await confirmAtProvider(page);
  await expect(page.getByRole('status').filter({ hasText: 'is now linked' })).toHaveText(
    `${TEST_PROVIDER_NAME} is now linked to your account.`,
  );
  const linked = page.getByRole('region', { name: 'Linked accounts' }).getByRole('listitem');
  await expect(linked).toContainText(account.email);
});

/** A person new to the app signs up with the provider: an account without a password. */
async function signUpWithProvider(page: Page, firstName: string) {
  const email = newAccount(firstName).email;
  await page.goto('/auth');
  await page.getByRole('link', { name: CONTINUE }).click();
  await signInAtProvider(page, email);
  return email;
}

/** Axe and a screenshot at a desktop and a phone width, then back to the desktop. */
async function checkAtTwoWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('an account without a password sets its first one, then signs in with it', async ({
  page,
}) => {
  const email = await signUpWithProvider(page, 'Firstpass');
  await page.getByRole('button', { name: /open user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Set a Password' })).toBeVisible();
  await expect(page.getByText('Your account has no password yet')).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveCount(0);
  await checkAtTwoWidths(page, 'set-password');

  // By keyboard: the fields, then Enter.
  await page.getByLabel('New Password', { exact: true }).fill('my first password');
  await page.getByLabel('Confirm New Password').fill('my first password');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Password set!');
  await waitForMail(email, { subject: 'A password was set for your Promptshelf account' });
  // The account has a password now: the screen asks for it.
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await expect(page.getByLabel('Current Password')).toBeVisible();

  // Signed out, the email and the new password sign in.
  await page.getByRole('button', { name: /open user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out successfully');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('my first password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Login successful!');
});

test('an account without a password is deleted with a code from the app', async ({ page }) => {
  const email = await signUpWithProvider(page, 'Coded');
  await page.goto('/settings/security');
  await page.getByRole('button', { name: 'Turn On Two-Factor Authentication' }).click();
  const secret = await page.getByTestId('two-factor-secret').innerText();
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn On', exact: true }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('You have 10 recovery codes left.')).toBeVisible();

  await page.goto('/profile');
  await notificationsReady(page);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const code = dialog.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toHaveCount(0);
  // Nothing typed: the field says what it wants.
  await dialog.getByLabel(/to confirm/).fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(
    dialog.getByText('Enter the code from your authenticator app or a recovery code'),
  ).toBeVisible();
  await expect(code).toBeFocused();
  await checkAtTwoWidths(page, 'delete-with-code');

  // A wrong code is refused with the server's message, and nothing goes.
  await code.fill('000000');
  await code.press('Enter');
  await expectToast(page, 'Failed to delete account', {
    description: 'That code is not valid. Try again.',
    variant: 'destructive',
  });
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  // A code of a later step than the one that turned two-factor on.
  await code.fill(totpCode(secret, Date.now() + 30_000));
  await code.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, 'Your account has been deleted.');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await waitForMail(email, { subject: 'Your Promptshelf account was deleted' });
});
