import { randomUUID } from 'node:crypto';

import { expect, test } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { axeViolations } from '../support/library';
import { expectToast, notificationsReady } from '../support/toast';
import { joinAs } from '../support/workspaces';

// Workspace tokens in the browser: an admin makes one in the workspace's settings, an app reads
// the workspace's prompts with it, and a viewer never sees the Tokens section.

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

test('an admin makes a workspace token that reads its prompts; a viewer sees no Tokens', async ({
  page,
  context,
  browser,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsNewMember(page, 'Ada');
  const slug = `tokens-${randomUUID().slice(0, 8)}`;
  const made = await page.request.post('/api/workspaces', { data: { name: 'Token Team', slug } });
  expect(made.status(), await made.text()).toBe(201);
  const title = `Team brief ${randomUUID().slice(0, 8)}`;
  const prompt = await page.request.post('/api/snippets', {
    data: {
      title,
      content: 'Summarise [notes] for the team.',
      aiTool: 'Claude',
      purpose: 'writing',
      workspace: slug,
    },
  });
  expect(prompt.status(), await prompt.text()).toBe(201);

  // Bob joins as a viewer.
  const bobPage = await joinAs(browser, page, slug, 'Bob', 'viewer');

  // Ada creates a read token in the settings.
  await page.goto(`/w/${slug}/settings`);
  const section = page.getByRole('heading', { level: 2, name: 'Tokens' });
  await expect(section).toBeVisible();
  await expect(page.getByText('This workspace has no tokens yet.')).toBeVisible();
  await notificationsReady(page);
  await page.getByRole('button', { name: 'Create Token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Workspace Token' });
  await dialog.getByRole('button', { name: 'Create Token' }).click();
  await expect(dialog.getByText('Please enter a name for the token')).toBeVisible();
  await dialog.getByLabel('Token name').fill('Docs site');
  await dialog.getByRole('radio', { name: /Read/ }).check();
  await dialog.getByRole('radio', { name: '30 days' }).check();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create Token' }).click();
  const field = dialog.getByLabel('New API token');
  const secret = await field.inputValue();
  expect(secret).toMatch(/^psk_/);
  await expect(dialog.getByText('Anyone with it can act for Token Team')).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy Token' }).click();
  await expectToast(page, 'Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const tokens = page.getByRole('table', { name: 'Tokens of Token Team' });
  await expect(tokens.getByRole('row', { name: /Docs site/ })).toContainText('Read');
  expect(await axeViolations(page)).toEqual([]);

  // An app with the token lists the workspace's prompts, and nothing of Ada's own.
  const bearer = { authorization: `Bearer ${secret}` };
  const listed = await request.get(`/api/workspaces/${slug}/snippets`, { headers: bearer });
  expect(listed.status(), await listed.text()).toBe(200);
  const body = (await listed.json()) as { snippets: { title: string }[]; total: number };
  expect(body.snippets.map((prompt) => prompt.title)).toEqual([title]);
  expect((await request.get('/api/profile', { headers: bearer })).status()).toBe(403);

  // A viewer has no settings, so no Tokens section.
  await bobPage.goto(`/w/${slug}`);
  await expect(bobPage.getByText('Your role:')).toContainText('Viewer');
  await expect(bobPage.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await bobPage.goto(`/w/${slug}/settings`);
  await expect(bobPage.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(bobPage.getByRole('heading', { name: 'Tokens' })).toHaveCount(0);
  await bobPage.context().close();

  // Revoked, the token stops working at once.
  await page.getByRole('button', { name: 'Revoke Docs site' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expectToast(page, 'Token revoked');
  await expect(page.getByText('This workspace has no tokens yet.')).toBeVisible();
  const refused = await request.get(`/api/workspaces/${slug}/snippets`, { headers: bearer });
  expect(refused.status()).toBe(401);
});
