import { expect, test } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { waitForMail } from '../support/mail';
import { initializeMcp } from '../support/mcp';
import { expectToast } from '../support/toast';

test('a member creates a token, copies it once, uses it, and revokes it', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsNewMember(page, 'Tokie');

  // From the user menu.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /open user menu/ }).click();
  await page.getByRole('menuitem', { name: 'API Tokens' }).click();
  await expect(page).toHaveURL(/\/settings\/tokens$/);
  await expect(page).toHaveTitle(/API Tokens/);
  await expect(page.getByRole('heading', { level: 1, name: 'API Tokens' })).toBeVisible();
  await expect(page.getByText('You have no API tokens yet.')).toBeVisible();

  // The name is required, with the form's message.
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByText('Please enter a name for the token')).toBeVisible();
  await expect(page.getByLabel('Token name')).toBeFocused();

  await page.getByLabel('Token name').fill('Claude Desktop');
  await page.getByRole('radio', { name: /^Write/ }).check();
  await page.getByRole('radio', { name: '30 days' }).check();
  await page.getByRole('button', { name: 'Create Token' }).click();

  // Shown once, copyable.
  await expect(
    page.getByRole('heading', { name: 'Your new token “Claude Desktop”' }),
  ).toBeVisible();
  const field = page.getByLabel('New API token');
  const token = await field.inputValue();
  expect(token).toMatch(/^psk_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText('Copy it now: it is not shown again.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy Token' }).click();
  await expectToast(page, 'Copied!', { description: 'The token is on your clipboard.' });
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  const row = page.getByRole('row', { name: /Claude Desktop/ });
  await expect(row).toContainText('Write');
  await expect(row).toContainText('Never');

  // The token works without a cookie.
  const api = await playwright.request.newContext({ baseURL });
  const me = await api.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect((await me.json()).firstName).toBe('Tokie');
  // And it opens the MCP server of the built app.
  const mcp = await initializeMcp(api, '/mcp', { authorization: `Bearer ${token}` });
  expect(mcp.status(), await mcp.text()).toBe(200);
  expect((await mcp.json()).result.serverInfo.name).toBe('promptshelf');

  // Leaving the screen forgets it: it is never shown again.
  await page.goto('/dashboard');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'API Tokens' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Claude Desktop/ })).toBeVisible();
  await expect(page.getByLabel('New API token')).toHaveCount(0);
  expect(await page.content()).not.toContain(token);
  await page.reload();
  await expect(page.getByRole('row', { name: /Claude Desktop/ })).toBeVisible();
  expect(await page.content()).not.toContain(token);
  // Its last use is listed.
  await expect(page.getByRole('row', { name: /Claude Desktop/ })).not.toContainText('Never');

  // Revoking asks first; Cancel keeps it.
  await page.getByRole('button', { name: 'Revoke Claude Desktop' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke this token?' });
  await expect(dialog).toContainText('“Claude Desktop” stops working at once');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Claude Desktop/ })).toBeVisible();

  await page.getByRole('button', { name: 'Revoke Claude Desktop' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expectToast(page, 'Token revoked');
  await expect(page.getByText('You have no API tokens yet.')).toBeVisible();

  const refused = await api.get('/api/auth/user', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: 'Invalid API token' });
  await api.dispose();
});

test('changing the password can revoke every token; the owner is mailed about both', async ({
  page,
  playwright,
  baseURL,
}) => {
  const account = await signInAsNewMember(page, 'Wary');
  await page.goto('/settings/tokens');
  await page.getByLabel('Token name').fill('Old laptop');
  await page.getByRole('button', { name: 'Create Token' }).click();
  const token = await page.getByLabel('New API token').inputValue();
  const created = await waitForMail(account.email, { subject: 'A new API token was created' });
  expect(created.text).toContain('An API token named “Old laptop” with read-only access');
  expect(created.text + created.html).not.toContain(token);

  // To the form through the menu: the tokens list the app already holds must not outlive it.
  await page.getByRole('button', { name: /open user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  const revoke = page.getByRole('checkbox', { name: 'Also revoke all my API tokens' });
  await expect(revoke).not.toBeChecked();
  await expect(revoke).toHaveAccessibleDescription(/stop working at once/);
  const newPassword = 'a much newer password';
  await page.getByLabel('Current Password').fill(account.password);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await revoke.check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password changed!');
  await expect(revoke).not.toBeChecked();

  await page.getByRole('button', { name: /open user menu/ }).click();
  await page.getByRole('menuitem', { name: 'API Tokens' }).click();
  await expect(page.getByText('You have no API tokens yet.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Old laptop/ })).toHaveCount(0);

  const api = await playwright.request.newContext({ baseURL });
  const refused = await api.get('/api/auth/user', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(401);
  await api.dispose();
  const changed = await waitForMail(account.email, {
    subject: 'Your Promptshelf password was changed',
    since,
  });
  expect(changed.text).toContain('Every API token of your account was revoked too');
});
