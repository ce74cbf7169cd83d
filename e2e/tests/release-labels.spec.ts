import { randomUUID } from 'node:crypto';

import { expect, test, type Page } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { collectPageProblems } from '../support/console';
import { axeViolations, createPromptThroughApi } from '../support/library';
import { expectToast, notificationsReady } from '../support/toast';
import { joinAs } from '../support/workspaces';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

async function usernameOf(page: Page): Promise<string> {
  const response = await page.request.get('/api/profile');
  return ((await response.json()) as { username: string }).username;
}

test('an author promotes a version to production, sees the label move and its record, and sets another', async ({
  page,
  browser,
}) => {
  const problems = collectPageProblems(page);
  await signInAsNewMember(page, 'Ada');
  const username = await usernameOf(page);
  const prompt = await createPromptThroughApi(page.request, {
    title: 'Support reply',
    content: 'Answer the customer kindly.',
    aiTool: 'Claude',
    purpose: 'business',
  });
  const edited = await page.request.patch(`/api/snippets/${prompt.id}`, {
    data: { content: 'Answer the customer kindly and briefly.' },
  });
  expect(edited.ok(), await edited.text()).toBe(true);

  await page.goto(`/snippets/${prompt.id}/support-reply`);
  await notificationsReady(page);
  const history = page.getByRole('region', { name: 'History' });
  const rows = history.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem');
  const labelsOf = (version: number) =>
    history.getByRole('list', { name: `Labels of version ${version}` });
  await expect(rows.nth(1)).toContainText('Version 1');

  // Version 1 goes to production first.
  await history.getByRole('button', { name: 'Promote to production version 1' }).click();
  await expectToast(page, 'Version 1 promoted to production');
  await expect(labelsOf(1)).toHaveText('production');
  await expect(
    history.getByRole('button', { name: 'Promote to production version 1' }),
  ).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Then version 2: the chip moves from one version to the other.
  await history.getByRole('button', { name: 'Promote to production version 2' }).click();
  await expectToast(page, 'Version 2 promoted to production');
  await expect(labelsOf(2)).toHaveText('production');
  await expect(labelsOf(1)).toHaveCount(0);

  // The moves, newest first, with who made them.
  const moves = history.getByRole('region', { name: 'Label moves' }).getByRole('listitem');
  await expect(moves).toHaveCount(2);
  await expect(moves.nth(0)).toContainText(
    `production moved from version 1 to version 2 · by @${username}`,
  );
  await expect(moves.nth(1)).toContainText(`production set on version 1 · by @${username}`);

  // Another label, through the small form of a version; `latest` is refused with its reason.
  await history.getByRole('button', { name: 'Labels of version 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Labels of version 1' });
  await dialog.getByLabel('Label').fill('latest');
  await dialog.getByRole('button', { name: 'Set Label' }).click();
  await expect(
    dialog.getByText("'latest' always means the newest version; it cannot be set or removed."),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Label').fill('staging');
  await dialog.getByRole('button', { name: 'Set Label' }).click();
  await expectToast(page, 'staging now points at version 1');
  await expect(dialog.getByRole('listitem')).toHaveText('stagingRemove label staging');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(labelsOf(1)).toHaveText('staging');
  await expect(moves).toHaveCount(3);
  await expect(moves.nth(0)).toContainText('staging set on version 1');

  // And removed again: the chip goes, the record stays.
  await history.getByRole('button', { name: 'Labels of version 1' }).click();
  await dialog.getByRole('button', { name: 'Remove label staging' }).click();
  await expectToast(page, 'Label staging removed');
  await expect(dialog.getByText('No label points at this version.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(labelsOf(1)).toHaveCount(0);
  await expect(moves).toHaveCount(4);
  await expect(moves.nth(0)).toContainText('staging removed from version 1');

  // A visitor sees the labels of this public prompt but cannot move them.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/snippets/${prompt.id}/support-reply`);
  const seen = visitor.getByRole('region', { name: 'History' });
  await expect(seen.getByRole('list', { name: 'Labels of version 2' })).toHaveText('production');
  await expect(seen.getByRole('region', { name: 'Label moves' }).getByRole('listitem')).toHaveCount(
    4,
  );
  await expect(seen.getByRole('button', { name: /Promote to production/ })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: /Labels of version/ })).toHaveCount(0);
  await visitorContext.close();

  expect(problems).toEqual([]);
});

test("a workspace's editor cannot promote to production until an admin unprotects it", async ({
  page,
  browser,
}) => {
  await signInAsNewMember(page, 'Ada');
  const slug = `labels-${randomUUID().slice(0, 8)}`;
  const made = await page.request.post('/api/workspaces', { data: { name: 'Label Team', slug } });
  expect(made.status(), await made.text()).toBe(201);
  const created = await page.request.post('/api/snippets', {
    data: {
      title: 'Team brief',
      content: 'Summarise [notes] for the team.',
      aiTool: 'Claude',
      purpose: 'writing',
      workspace: slug,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const bobPage = await joinAs(browser, page, slug, 'Bob', 'editor');

  // production is protected: Bob may set other labels, not promote.
  await bobPage.goto(`/snippets/${id}/team-brief`);
  const history = bobPage.getByRole('region', { name: 'History' });
  await expect(history.getByRole('button', { name: 'Labels of version 1' })).toBeVisible();
  await expect(history.getByRole('button', { name: /Promote to production/ })).toHaveCount(0);

  // Ada, its owner, stops protecting it in the workspace's settings.
  await page.goto(`/w/${slug}/settings`);
  await notificationsReady(page);
  const field = page.getByLabel('Labels only admins and owners may move');
  await expect(field).toHaveValue('production');
  await field.fill('');
  await page.getByRole('button', { name: 'Save Labels' }).click();
  await expectToast(page, 'Protected labels saved');

  // Now Bob promotes.
  await bobPage.reload();
  await notificationsReady(bobPage);
  await history.getByRole('button', { name: 'Promote to production version 1' }).click();
  await expectToast(bobPage, 'Version 1 promoted to production');
  await expect(history.getByRole('list', { name: 'Labels of version 1' })).toHaveText('production');
  await bobPage.context().close();
});
