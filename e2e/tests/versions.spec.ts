import { expect, test, type Page } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { collectPageProblems } from '../support/console';
import { axeViolations, createPromptThroughApi, promptCard } from '../support/library';
import { expectToast } from '../support/toast';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

async function usernameOf(page: Page): Promise<string> {
  const response = await page.request.get('/api/profile');
  return ((await response.json()) as { username: string }).username;
}

async function patchThroughApi(page: Page, id: number, data: object) {
  const response = await page.request.patch(`/api/snippets/${id}`, { data });
  expect(response.ok(), await response.text()).toBe(true);
}

test('an author edits with a note, reads and compares the history, restores; a clone names its source', async ({
  page,
  browser,
}) => {
  const problems = collectPageProblems(page);
  await signInAsNewMember(page, 'Ada');
  const prompt = await createPromptThroughApi(page.request, {
    title: 'Meeting summary',
    content: 'Summarise the notes for the team.',
    aiTool: 'Claude',
    purpose: 'business',
  });

  // Edit from the dashboard, with a change note.
  await page.goto('/dashboard');
  await promptCard(page, 'Meeting summary').getByRole('button', { name: 'Edit prompt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Prompt' });
  await dialog.getByLabel('Prompt').fill('Summarise the meeting notes for the board.');
  await dialog.getByLabel('Change note').fill('For the board');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Prompt updated successfully');

  // The history on the prompt page.
  await page.goto(`/snippets/${prompt.id}/meeting-summary`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('2 versions')).toBeVisible();
  const rows = history.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Version 2');
  await expect(rows.nth(0)).toContainText('Current');
  await expect(rows.nth(0)).toContainText('For the board');
  await expect(rows.nth(1)).toContainText('Version 1');
  await expect(rows.nth(1)).toContainText('No note');

  // Compare the two (the form starts at the previous and the current version).
  await history.getByRole('button', { name: 'Compare', exact: true }).click();
  const comparison = page.getByRole('region', { name: 'Changes from version 1 to version 2' });
  await expect(comparison.getByRole('heading', { name: /Changes from/ })).toBeFocused();
  await expect(comparison.getByText('Changed: Content')).toBeVisible();
  // The legend's marks first, then the changes, each marked in words and symbols, not colour.
  await expect(comparison.locator('ins')).toHaveText([
    '+underlined',
    '[added: +meeting ]',
    '[added: +board]',
  ]);
  await expect(comparison.locator('del')).toHaveText(['−struck through', '[removed: −team]']);
  expect(await axeViolations(page)).toEqual([]);

  // Open version 1 and restore it, after confirming.
  await history.getByRole('button', { name: 'Open version 1' }).click();
  const opened = page.getByRole('region', { name: 'Version 1', exact: true });
  await expect(opened).toContainText('Summarise the notes for the team.');
  await opened.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore version 1?' });
  await expect(confirm).toContainText('saved as version 3');
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
  await expectToast(page, 'Version 1 restored');
  await expect(confirm).toBeHidden();
  // The prompt itself (the card under the sr-only 'Prompt' heading) is version 1 again.
  await expect(page.getByRole('heading', { name: 'Prompt', exact: true }).locator('..')).toHaveText(
    'PromptSummarise the notes for the team.',
  );
  await expect(history.getByText('3 versions')).toBeVisible();
  await expect(rows.nth(0)).toContainText('Version 3');
  await expect(rows.nth(0)).toContainText('Restored from version 1');
  // Only older versions can be restored.
  await expect(history.getByRole('button', { name: 'Restore version 3' })).toHaveCount(0);
  await expect(history.getByRole('button', { name: 'Restore version 2' })).toBeVisible();

  // Someone else clones it; their copy names the original, its version and its author.
  const author = await usernameOf(page);
  const otherContext = await browser.newContext();
  await acceptCookiesUpFront(otherContext);
  const other = await otherContext.newPage();
  const otherProblems = collectPageProblems(other);
  await signInAsNewMember(other, 'Grace');
  await other.goto(`/snippets/${prompt.id}/meeting-summary`);
  // Not theirs: they read the history but cannot restore.
  await expect(other.getByRole('button', { name: 'Open version 1' })).toBeVisible();
  await expect(other.getByRole('button', { name: /^Restore/ })).toHaveCount(0);
  await other.getByRole('button', { name: 'Clone' }).click();
  await expectToast(other, 'Snippet Cloned!');
  await expect(other).toHaveURL(/\/snippets\/\d+\/meeting-summary$/);
  await expect(other).not.toHaveURL(`/snippets/${prompt.id}/meeting-summary`);
  await expect(other.getByText(`Cloned from Meeting summary v3 by @${author}`)).toBeVisible();
  await expect(other.getByRole('link', { name: `@${author}` })).toHaveAttribute(
    'href',
    `/u/${author}`,
  );
  await expect(other.getByRole('button', { name: 'Compare with the original' })).toHaveCount(0);

  // The original moves on: the clone offers to compare.
  await patchThroughApi(page, prompt.id, {
    content: 'Summarise the notes for the team in three bullets.',
  });
  await other.reload();
  await expect(other.getByText('The original has newer versions (now v4).')).toBeVisible();
  await other.getByRole('button', { name: 'Compare with the original' }).click();
  const upstream = other.getByRole('region', { name: 'Comparison with the original' });
  await expect(upstream.getByText('Changed: Content')).toBeVisible();
  await expect(upstream.locator('ins').nth(1)).toHaveText('[added: +in three bullets]');
  expect(await axeViolations(other)).toEqual([]);

  expect(problems).toEqual([]);
  expect(otherProblems).toEqual([]);
  await otherContext.close();
});

test('two huge versions with nothing in common are shown whole, at once', async ({ page }) => {
  await signInAsNewMember(page, 'Ada');
  const words = (prefix: string) =>
    Array.from({ length: 9_000 }, (_, i) => `${prefix}${i.toString(36)}`)
      .join(' ')
      .slice(0, 50_000);
  const prompt = await createPromptThroughApi(page.request, {
    title: 'Huge prompt',
    content: words('a'),
    aiTool: 'Gemini',
    purpose: 'analysis',
  });
  await patchThroughApi(page, prompt.id, { content: words('b'), note: 'Rewritten' });

  await page.goto(`/snippets/${prompt.id}/huge-prompt`);
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: 'Compare', exact: true }).click();
  const comparison = page.getByRole('region', { name: 'Changes from version 1 to version 2' });
  await expect(comparison.getByText(/Too many changes to compare word by word/)).toBeVisible();
  await expect(comparison.locator('del')).toHaveCount(2);
  // After the legend's example: the whole of version 1 removed, the whole of version 2 added.
  await expect(comparison.locator('del').nth(1)).toContainText('a0 a1 a2');
  await expect(comparison.locator('ins').nth(1)).toContainText('b0 b1 b2');
});
