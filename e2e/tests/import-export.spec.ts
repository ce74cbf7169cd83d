import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { collectPageProblems } from '../support/console';
import { axeViolations, createPromptThroughApi, promptCard } from '../support/library';
import { expectToast } from '../support/toast';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

test('a member downloads their library from the Export menu, by keyboard', async ({ page }) => {
  const problems = collectPageProblems(page);
  await signInAsNewMember(page, 'Exporter');
  await createPromptThroughApi(page.request, {
    title: 'Weekly report',
    content: 'Summarise [week], in "three" lines,\nplease.',
    aiTool: 'Claude',
    purpose: 'business',
  });
  await createPromptThroughApi(page.request, {
    title: 'Spreadsheet trap',
    content: '=HYPERLINK("http://example.com")',
    aiTool: 'Gemini',
    purpose: 'analysis',
    isPublic: false,
  });
  await page.goto('/dashboard');
  await expect(promptCard(page, 'Weekly report')).toBeVisible();

  const trigger = page.getByRole('button', { name: 'Export', exact: true });
  // Painted by the server, the menu's button is enabled once its code runs (decision 244).
  await expect(trigger).toBeEnabled();
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([/JSON/, /CSV/, /Markdown/]);
  await expect(menu.getByRole('menuitem', { name: /JSON/ })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  const [json] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const today = new Date().toISOString().slice(0, 10);
  expect(json.suggestedFilename()).toBe(`promptshelf-${today}.json`);
  const document = JSON.parse(await readFile((await json.path())!, 'utf8'));
  expect(document).toMatchObject({ format: 'promptshelf', version: 1 });
  expect(document.prompts.map((p: { title: string }) => p.title)).toEqual([
    'Weekly report',
    'Spreadsheet trap',
  ]);
  expect(document.prompts[0].content).toBe('Summarise [week], in "three" lines,\nplease.');

  // The menu closes after a choice; open it again once it is gone.
  await expect(menu).toBeHidden();
  await trigger.click();
  await expect(menu.getByRole('menuitem', { name: /CSV/ })).toBeVisible();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /CSV/ }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`promptshelf-${today}.csv`);
  const text = await readFile((await csv.path())!, 'utf8');
  expect(text).toContain('"Summarise [week], in ""three"" lines,\nplease."');
  // Opened in a spreadsheet, the cell is text, not a formula.
  expect(text).toContain(`"'=HYPERLINK(""http://example.com"")"`);
  expect(problems).toEqual([]);
});

test('a member imports a file: the preview shows row errors, a good file is confirmed and appears', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await signInAsNewMember(page, 'Importer');
  await page.goto('/dashboard');
  await expect(page.getByText('No prompts yet')).toBeVisible();

  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeEnabled();
  await importButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import Prompts' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A file with a wrong row: the preview lists it and offers no import.
  await dialog.getByLabel('File').setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'title,content,aiTool,purpose\nGood one,Text,Claude,coding\nBad one,Text,Copilot,coding\n',
    ),
  });
  // Focus follows each step: to the preview, and back to the file picker.
  await expect(dialog.getByRole('heading', { name: 'Preview of broken.csv' })).toBeFocused();
  await expect(dialog.getByRole('list', { name: 'Rows with errors' })).toHaveText(
    'Row 2: Please choose an AI tool from the list',
  );
  await expect(dialog.getByText('Nothing is imported while a row has an error.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  // prompts.chat's CSV: a preview with counts, then the confirmation.
  await dialog.getByRole('button', { name: 'Choose Another File' }).click();
  await expect(dialog.getByLabel('File')).toBeFocused();
  await dialog.getByLabel('File').setInputFiles({
    name: 'prompts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      '"act","prompt"\n"Linux Terminal","I want you to act as a linux terminal."\n"Storyteller","Tell me a story about [topic]."\n',
    ),
  });
  const newPrompts = dialog.locator('div', { has: page.getByText('New prompts', { exact: true }) });
  await expect(newPrompts.last()).toContainText('2');
  await expect(dialog.getByText('Ready to import. Nothing has been saved yet.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Import 2 Prompts' }).click();
  await expectToast(page, 'Imported 2 prompts');
  await expect(dialog).toBeHidden();

  await expect(promptCard(page, 'Linux Terminal')).toBeVisible();
  await expect(promptCard(page, 'Storyteller')).toBeVisible();
  await expect(promptCard(page, 'Storyteller').getByText('Private')).toBeVisible();
  await expect(importButton).toBeFocused();

  // The same file again: nothing new.
  await importButton.click();
  await dialog.getByLabel('File').setInputFiles({
    name: 'prompts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      '"act","prompt"\n"Linux Terminal","I want you to act as a linux terminal."\n"Storyteller","Tell me a story about [topic]."\n',
    ),
  });
  await expect(
    dialog.getByText('Every prompt in this file is already in your library.'),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
