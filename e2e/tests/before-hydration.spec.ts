// A server-rendered page can be used before its code has run: a choice made in that window is
// the one the page acts on once the app has taken the page over, never silently reset. The
// app's scripts are held back (route interception) while the person chooses.
import { expect, type Page } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { collectPageProblems } from '../support/console';
import { test } from '../support/discovery';
import { createPromptThroughApi } from '../support/library';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

/** Holds every script of the app until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a version picked before the page has hydrated is the one compared', async ({ page }) => {
  const problems = collectPageProblems(page);
  await signInAsNewMember(page, 'Noor');
  const prompt = await createPromptThroughApi(page.request, {
    title: 'Release notes',
    content: 'Write release notes.',
    aiTool: 'Claude',
    purpose: 'coding',
  });
  for (const content of ['Write short release notes.', 'Write short, friendly release notes.']) {
    const response = await page.request.patch(`/api/snippets/${prompt.id}`, { data: { content } });
    expect(response.ok(), await response.text()).toBe(true);
  }

  const release = await holdScripts(page);
  await page.goto(`/snippets/${prompt.id}/release-notes`, { waitUntil: 'commit' });
  const history = page.getByRole('region', { name: 'History' });
  const compare = history.getByRole('button', { name: 'Compare', exact: true });
  await expect(compare).toBeDisabled();
  await history.getByLabel('Compare version', { exact: true }).selectOption('1');
  release();

  await expect(compare).toBeEnabled();
  await expect(history.getByLabel('Compare version', { exact: true })).toHaveValue('1');
  await compare.click();
  const comparison = page.getByRole('region', { name: 'Changes from version 1 to version 3' });
  await expect(comparison.getByText('Changed: Content')).toBeVisible();
  expect(problems).toEqual([]);
});

test("the dashboard's controls wait for the code that makes them work", async ({ page }) => {
  const problems = collectPageProblems(page);
  await signInAsNewMember(page, 'Ines');
  await createPromptThroughApi(page.request, {
    title: 'Standup summary',
    content: 'Summarise the standup.',
    aiTool: 'Claude',
    purpose: 'writing',
  });

  const release = await holdScripts(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const card = page.getByRole('article', { name: 'Standup summary' });
  const create = page.getByRole('button', { name: 'Create New Prompt' });
  const controls = [
    create,
    page.getByRole('button', { name: 'Export' }),
    page.getByRole('button', { name: 'Import' }),
    page.getByRole('checkbox', { name: 'Select all on this page' }),
    page.getByRole('checkbox', { name: 'Select “Standup summary”' }),
    card.getByRole('button', { name: 'Edit prompt “Standup summary”' }),
    card.getByRole('button', { name: 'Delete prompt “Standup summary”' }),
  ];
  // Painted by the server, every one of them is shown, and none can be used yet.
  for (const control of controls) await expect(control).toBeDisabled();
  release();

  for (const control of controls) await expect(control).toBeEnabled();
  await create.click();
  await expect(page.getByRole('dialog', { name: 'Create New Prompt' })).toBeVisible();
  expect(problems).toEqual([]);
});
