import { expect, type Page } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { test } from '../support/discovery';
import { chosen, createPromptThroughApi, promptCard } from '../support/library';

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
