import { randomUUID } from 'node:crypto';

import { startWebhookReceiver } from '@promptshelf/api/test/webhook-receiver';
import { expect, test } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { expectToast } from '../support/toast';

// Webhooks in the browser: a member adds one pointing at a real receiver (node:http on
// 127.0.0.1, the server runs with WEBHOOK_ALLOW_PRIVATE=true), presses Test, sees the outcome
// and the delivery in the log, and redelivers it; a workspace admin does the same in its settings.

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

test('a member adds a webhook, tests it, sees the delivery and redelivers it', async ({ page }) => {
  const receiver = await startWebhookReceiver();
  await signInAsNewMember(page, 'Hooky');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /open user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/settings\/webhooks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByText('No webhooks yet.')).toBeVisible();

  // A wrong address is refused with the form's message.
  await page.getByLabel('Payload URL').fill('ftp://example.com');
  await page.getByRole('button', { name: 'Add Webhook' }).click();
  await expect(page.getByText('URL must be an http:// or https:// address')).toBeVisible();

  await page.getByLabel('Payload URL').fill(receiver.url);
  await page.getByRole('checkbox', { name: /prompt\.deleted/ }).check();
  await page.getByRole('button', { name: 'Add Webhook' }).click();
  await expect(page.getByRole('heading', { name: 'Copy the signing secret now' })).toBeVisible();
  receiver.secret = await page.locator('code', { hasText: /^whsec_/ }).innerText();
  await page.getByRole('button', { name: 'Done' }).click();

  const item = page.getByRole('listitem').filter({ hasText: receiver.url });
  await expect(item).toContainText('prompt.created, prompt.deleted, prompt.updated');
  await item.getByRole('button', { name: 'Test' }).click();
  await expect(item.getByRole('status')).toHaveText('Test delivered: HTTP 200', {
    timeout: 30_000,
  });
  const [ping] = await receiver.waitFor(1);
  expect(ping!.json.event).toBe('ping');
  expect(ping!.signed).toBe(true);

  await item.getByRole('button', { name: 'Show Deliveries' }).click();
  const row = item.getByRole('row', { name: /ping/ });
  await expect(row).toContainText('delivered');
  await expect(row).toContainText('200');
  await row.getByRole('button', { name: /^Redeliver ping/ }).click();
  await expectToast(page, 'Queued for redelivery');
  const both = await receiver.waitFor(2);
  expect(both[1]!.json.id).toBe(ping!.json.id);
  await receiver.close();
});

test('a workspace admin adds and tests a webhook in the workspace settings', async ({ page }) => {
  const receiver = await startWebhookReceiver();
  await signInAsNewMember(page, 'Ada');
  const slug = `hooks-${randomUUID().slice(0, 8)}`;
  const made = await page.request.post('/api/workspaces', { data: { name: 'Hook Team', slug } });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto(`/w/${slug}/settings`);
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  await page.getByLabel('Payload URL').fill(receiver.url);
  await page.getByLabel('Secret (optional)').fill('a secret of our own choosing');
  receiver.secret = 'a secret of our own choosing';
  await page.getByRole('button', { name: 'Add Webhook' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  const item = page.getByRole('listitem').filter({ hasText: receiver.url });
  await item.getByRole('button', { name: 'Test' }).click();
  await expect(item.getByRole('status')).toHaveText('Test delivered: HTTP 200', {
    timeout: 30_000,
  });
  expect((await receiver.waitFor(1))[0]!.signed).toBe(true);
  await receiver.close();
});
