import { expect, test, type Locator, type Page } from '@playwright/test';

import { signInAsNewMember, signInThroughApi } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { axeViolations, createPromptThroughApi, promptCard } from '../support/library';
import { expectToast } from '../support/toast';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

const CONTENT = 'Summarise the [report] for [audience] in five bullet points. '.repeat(8);

async function openCreate(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Create New Prompt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Prompt' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The question, answered with `answer`; the form dialog is still there (or not) after. */
async function answer(page: Page, choice: 'Keep Editing' | 'Discard Changes') {
  const question = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: choice }).click();
  await expect(question).toBeHidden();
}

test('a new prompt with changes asks before it goes, and its draft survives a reload', async ({
  page,
}) => {
  const account = await signInAsNewMember(page, 'Drafter');
  // Into the dashboard by the app's own link, so Back is an in-app navigation: once the app
  // has rendered the page over the server's frame (whose links are plain links).
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { name: 'No prompts yet' })).toBeVisible();

  // Untouched, it closes at once.
  let dialog = await openCreate(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  dialog = await openCreate(page);
  await dialog.getByLabel('Title').fill('Quarterly summary');
  await dialog.getByLabel('Prompt').fill(CONTENT);

  // Each way out asks; 'Keep Editing' keeps every character.
  await page.mouse.click(5, 5); // the dimmed page
  await answer(page, 'Keep Editing');
  await page.keyboard.press('Escape');
  await answer(page, 'Keep Editing');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await answer(page, 'Keep Editing');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await answer(page, 'Keep Editing');
  await expect(dialog.getByLabel('Title')).toHaveValue('Quarterly summary');
  await expect(dialog.getByLabel('Prompt')).toHaveValue(CONTENT);

  // In-app navigation (Back) asks too, and stays on the page when kept.
  await page.goBack();
  await answer(page, 'Keep Editing');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(dialog.getByLabel('Title')).toHaveValue('Quarterly summary');

  // A reload keeps the draft: the create form opens with it again.
  await page.reload();
  dialog = await openCreate(page);
  await expect(dialog.getByText('Your unsaved draft is back.')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('Quarterly summary');
  await expect(dialog.getByLabel('Prompt')).toHaveValue(CONTENT);

  // Signing out forgets it: the same person signing in again starts empty. (Leaving by a full
  // page load keeps the draft, as a reload does.)
  await page.goto('/');
  await page.getByRole('button', { name: /open user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await signInThroughApi(page, account);
  await page.goto('/dashboard');
  dialog = await openCreate(page);
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await expect(dialog.getByText('Your unsaved draft is back.')).toHaveCount(0);

  // Discarding forgets the draft; Back then leaves.
  await page.keyboard.press('Escape');
  await page.goto('/favorites');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  dialog = await openCreate(page);
  await dialog.getByLabel('Title').fill('Thrown away');
  await page.goBack();
  await answer(page, 'Discard Changes');
  await expect(page).toHaveURL(/\/favorites$/);
  await page.goto('/dashboard');
  dialog = await openCreate(page);
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an edit with changes asks before it is discarded', async ({ page }) => {
  await signInAsNewMember(page, 'Editor');
  await createPromptThroughApi(page.request, {
    title: 'Kept title',
    content: 'Explain [topic] simply.',
    aiTool: 'Claude',
    purpose: 'writing',
  });
  await page.goto('/dashboard');
  const card = promptCard(page, 'Kept title');
  await card.getByRole('button', { name: 'Edit prompt' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Prompt' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Kept title');
  // Untouched, it closes at once.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: 'Edit prompt' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Prompt' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Kept title');
  await dialog.getByLabel('Title').fill('Changed title');
  await page.mouse.click(5, 5);
  await answer(page, 'Keep Editing');
  await expect(dialog.getByLabel('Title')).toHaveValue('Changed title');
  await page.keyboard.press('Escape');
  await answer(page, 'Discard Changes');
  await expect(dialog).toBeHidden();
  await expect(promptCard(page, 'Kept title')).toBeVisible();

  // Saved changes close without a question.
  await card.getByRole('button', { name: 'Edit prompt' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('Kept title');
  await dialog.getByLabel('Title').fill('Saved title');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Prompt updated successfully');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
