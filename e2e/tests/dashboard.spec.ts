import { expect, type Page } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { test } from '../support/discovery';
import { expectToast } from '../support/toast';
import { axeViolations, chosen, createPromptThroughApi, promptCard } from '../support/library';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

const searchMine = (page: Page) => page.getByRole('searchbox', { name: 'Search my prompts' });
const myCards = (page: Page) =>
  page.getByRole('region', { name: 'My prompts' }).getByRole('article');

test('my library finds a typo as Browse does, and keeps its search and filters in the address', async ({
  page,
}) => {
  await signInAsNewMember(page, 'Ada');
  for (const [title, fields] of [
    ['Welcome email for new customers', { purpose: 'marketing', isPublic: false }],
    ['Follow-up email after a call', { purpose: 'business' }],
    ['Meeting agenda', { purpose: 'business' }],
  ] as const) {
    await createPromptThroughApi(page.request, {
      title,
      content: 'Write it for [audience].',
      aiTool: 'Claude',
      ...fields,
    });
  }

  await page.goto('/dashboard');
  await expect(myCards(page)).toHaveCount(3);
  await searchMine(page).fill('emial');
  await expect(page).toHaveURL('/dashboard?search=emial');
  await expect(myCards(page)).toHaveCount(2);
  await expect(promptCard(page, 'Welcome email for new customers')).toBeVisible();

  const purpose = page.getByRole('combobox', { name: 'Purpose' });
  await purpose.selectOption({ label: 'Business' });
  await expect(page).toHaveURL('/dashboard?search=emial&purpose=business');
  await expect(myCards(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Public', exact: true }).click();
  await expect(page).toHaveURL('/dashboard?search=emial&purpose=business&visibility=public');

  // A reload keeps all of it.
  await page.reload();
  await expect(searchMine(page)).toHaveValue('emial');
  await expect(chosen(purpose)).toHaveText('Business');
  await expect(page.getByRole('button', { name: 'Public', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(myCards(page).getByRole('heading')).toHaveText(['Follow-up email after a call']);

  // Back undoes one step at a time, the search last; Forward redoes.
  await page.goBack();
  await expect(page).toHaveURL('/dashboard?search=emial&purpose=business');
  await page.goBack();
  await expect(chosen(purpose)).toHaveText('All Purposes');
  await expect(myCards(page)).toHaveCount(2);
  await page.goBack();
  await expect(page).toHaveURL('/dashboard');
  await expect(searchMine(page)).toHaveValue('');
  await expect(myCards(page)).toHaveCount(3);
  await page.goForward();
  await expect(page).toHaveURL('/dashboard?search=emial');
  await expect(searchMine(page)).toHaveValue('emial');
  await expect(myCards(page)).toHaveCount(2);
});

test('bulk actions: select with shift-click, the keyboard and select all; each action is one request', async ({
  page,
}) => {
  await signInAsNewMember(page, 'Ada');
  for (const n of [1, 2, 3, 4]) {
    await createPromptThroughApi(page.request, {
      title: `Bulk prompt ${n}`,
      content: 'Write it for [audience].',
      aiTool: 'Claude',
      purpose: 'writing',
    });
  }
  const bulkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('snippets.bulk')) bulkRequests.push(request.url());
  });
  await page.goto('/dashboard');
  const bar = page.getByRole('toolbar', { name: 'Selected prompts' });
  await expect(bar.getByRole('status')).toHaveText('None selected');
  const box = (n: number) => page.getByRole('checkbox', { name: `Select “Bulk prompt ${n}”` });

  // Newest first: 4, 3, 2, 1. A click, then a shift-click selects the range between them.
  await box(4).click();
  await box(2).click({ modifiers: ['Shift'] });
  await expect(bar.getByRole('status')).toHaveText('3 prompts selected');
  await expect(box(3)).toBeChecked();
  await expect(box(1)).not.toBeChecked();
  // The keyboard: Space toggles a focused checkbox.
  await box(1).focus();
  await page.keyboard.press('Space');
  await expect(bar.getByRole('status')).toHaveText('4 prompts selected');
  await page.keyboard.press('Space');
  await expect(bar.getByRole('status')).toHaveText('3 prompts selected');
  expect(await axeViolations(page)).toEqual([]);

  await bar.getByRole('button', { name: 'Make Private' }).click();
  await expectToast(page, '3 prompts made private');
  for (const n of [4, 3, 2]) {
    await expect(
      promptCard(page, `Bulk prompt ${n}`).getByText('Private', { exact: true }),
    ).toBeVisible();
  }
  await expect(promptCard(page, 'Bulk prompt 1').getByText('Private', { exact: true })).toHaveCount(
    0,
  );

  await bar.getByLabel('Tag for the selected prompts').fill('bulk-tag');
  await bar.getByRole('button', { name: 'Add Tag' }).click();
  await expectToast(page, 'Tag added to 3 prompts');
  const tagged = await page.request.get('/api/snippets/my?tag=bulk-tag');
  expect(((await tagged.json()) as unknown[]).length).toBe(3);

  // Select all on the page, then one confirm deletes every one.
  await bar.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(bar.getByRole('status')).toHaveText('4 prompts selected');
  await bar.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
  await expect(confirm).toContainText('permanently deletes 4 prompts');
  await confirm.getByRole('button', { name: 'Delete 4 prompts' }).click();
  await expect(page.getByRole('heading', { name: 'No prompts yet' })).toBeVisible();
  expect(bulkRequests).toHaveLength(3);
});

test('at 390 px the bulk toolbar keeps its collection select inside it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewMember(page, 'Ines');
  await createPromptThroughApi(page.request, {
    title: 'Phone bulk prompt',
    content: 'Summarise [text].',
    aiTool: 'Claude',
    purpose: 'writing',
  });
  const collection = await page.request.post('/api/collections', {
    data: { name: 'Quarterly marketing launch prompts for the whole team' },
  });
  expect(collection.ok()).toBe(true);
  await page.goto('/dashboard');
  await page.getByRole('checkbox', { name: 'Select “Phone bulk prompt”' }).check();
  const bar = page.getByRole('toolbar', { name: 'Selected prompts' });
  const select = bar.getByRole('combobox', { name: 'Collection for the selected prompts' });
  await select.selectOption({ label: 'Quarterly marketing launch prompts for the whole team' });
  const barBox = (await bar.boundingBox())!;
  for (const control of [select, bar.getByRole('button', { name: 'Add to Collection' })]) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(barBox.x + barBox.width);
  }
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
});
