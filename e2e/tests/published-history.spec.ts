import { expect, test, type Page } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { collectPageProblems } from '../support/console';
import { axeViolations, createPromptThroughApi, promptCard } from '../support/library';
import { expectToast } from '../support/toast';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

async function patchThroughApi(page: Page, id: number, data: object) {
  const response = await page.request.patch(`/api/snippets/${id}`, { data });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The versions a page's History lists, newest first, as their headings read. */
function versionRows(page: Page) {
  return page
    .getByRole('region', { name: 'History' })
    .getByRole('list', { name: 'Versions, newest first' })
    .getByRole('listitem');
}

async function makePublicInTheForm(page: Page, publishHistory: boolean) {
  await page.goto('/dashboard');
  await promptCard(page, 'Launch email').getByRole('button', { name: 'Edit prompt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Prompt' });
  const history = dialog.getByRole('checkbox', { name: 'Also publish the earlier versions' });
  // Only offered once the prompt is being made public.
  await expect(history).toHaveCount(0);
  await dialog.getByRole('radio', { name: /^Public/ }).check();
  await expect(history).not.toBeChecked();
  await expect(dialog).toContainText(
    'The versions saved while it was private stay visible only to you.',
  );
  if (publishHistory) {
    await history.check();
    await expect(dialog).toContainText(
      'Everyone who can see this prompt can also read the versions saved while it was private.',
    );
  }
  return dialog;
}

test('publishing a private prompt keeps its earlier versions private unless the owner publishes them', async ({
  page,
  browser,
}, testInfo) => {
  const problems = collectPageProblems(page);
  await signInAsNewMember(page, 'Ada');
  const prompt = await createPromptThroughApi(page.request, {
    title: 'Launch email',
    content: 'Draft the launch email.',
    aiTool: 'Claude',
    purpose: 'marketing',
    isPublic: false,
  });
  await patchThroughApi(page, prompt.id, { content: 'Draft it. Our API key is sk-live-123.' });
  await patchThroughApi(page, prompt.id, { content: 'Draft the launch email for [audience].' });

  // The control, looked at in both themes and at both widths.
  const dialog = await makePublicInTheForm(page, false);
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      await dialog
        .getByRole('checkbox', { name: 'Also publish the earlier versions' })
        .scrollIntoViewIfNeeded();
      await page.screenshot({
        path: testInfo.outputPath(`publish-control-${colorScheme}-${width}.png`),
      });
      expect(await axeViolations(page), `${colorScheme} ${width}`).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Prompt updated successfully');

  // A visitor sees the history from the version that was published.
  const visitorContext = await browser.newContext();
  await acceptCookiesUpFront(visitorContext);
  const visitor = await visitorContext.newPage();
  const visitorProblems = collectPageProblems(visitor);
  await visitor.goto(`/snippets/${prompt.id}/launch-email`);
  const visitorHistory = visitor.getByRole('region', { name: 'History' });
  await expect(visitorHistory.getByText('1 version', { exact: true })).toBeVisible();
  await expect(versionRows(visitor)).toHaveCount(1);
  await expect(versionRows(visitor).nth(0)).toContainText('Version 3');
  await expect(visitorHistory.getByRole('form', { name: 'Compare versions' })).toHaveCount(0);
  await expect(visitor.getByText(/sk-live-123/)).toHaveCount(0);

  // The owner sees every version, the private ones marked.
  await page.goto(`/snippets/${prompt.id}/launch-email`);
  const ownHistory = page.getByRole('region', { name: 'History' });
  await expect(ownHistory.getByText('3 versions')).toBeVisible();
  await expect(
    ownHistory.getByText(
      'Versions marked Private were saved while the prompt was private. Only you can see them.',
    ),
  ).toBeVisible();
  await expect(versionRows(page).nth(0)).not.toContainText('Private');
  await expect(versionRows(page).nth(1)).toContainText('Private');
  await expect(versionRows(page).nth(2)).toContainText('Private');
  await page.screenshot({
    path: testInfo.outputPath('owner-history-light-1280.png'),
    fullPage: true,
  });
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({
    path: testInfo.outputPath('owner-history-dark-390.png'),
    fullPage: true,
  });
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Made private again, then public with its earlier versions: the visitor sees them all.
  await patchThroughApi(page, prompt.id, { isPublic: false });
  const again = await makePublicInTheForm(page, true);
  await again.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Prompt updated successfully');
  await visitor.reload();
  await expect(visitorHistory.getByText('3 versions')).toBeVisible();
  await expect(versionRows(visitor)).toHaveCount(3);
  await expect(visitorHistory.getByRole('form', { name: 'Compare versions' })).toBeVisible();

  expect(problems).toEqual([]);
  expect(visitorProblems).toEqual([]);
  await visitorContext.close();
});
