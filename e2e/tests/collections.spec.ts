import { expect, test } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { collectPageProblems } from '../support/console';
import { axeViolations, createPromptThroughApi, promptCard } from '../support/library';
import { expectToast } from '../support/toast';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

test('a member builds a collection from a card and a prompt page; a visitor opens it once public', async ({
  page,
  browser,
}) => {
  const problems = collectPageProblems(page);
  await signInAsNewMember(page, 'Ada');
  await createPromptThroughApi(page.request, {
    title: 'Launch email',
    content: 'Write a launch email for [product].',
    aiTool: 'Claude',
    purpose: 'marketing',
  });
  const secret = await createPromptThroughApi(page.request, {
    title: 'Secret draft',
    content: 'Draft the plan nobody may see yet.',
    aiTool: 'Claude',
    purpose: 'business',
    isPublic: false,
  });

  // From a card: a new collection, which takes the prompt in.
  await page.goto('/dashboard');
  await promptCard(page, 'Launch email')
    .getByRole('button', { name: 'Add “Launch email” to a collection' })
    .click();
  const menu = page.getByRole('menu', { name: 'Add “Launch email” to a collection' });
  await expect(menu.getByText('No collections yet')).toBeVisible();
  await menu.getByRole('menuitem', { name: 'New collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Collection' });
  await dialog.getByRole('button', { name: 'Create Collection' }).click();
  await expect(dialog.getByText('Please enter a name for the collection')).toBeVisible();
  await dialog.getByLabel('Name').fill('Launch kit');
  await dialog.getByLabel('Description (optional)').fill('Everything for launch day.');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create Collection' }).click();
  await expectToast(page, 'Added to “Launch kit”');
  await expect(dialog).toBeHidden();

  // From the prompt page: the menu lists it, unticked; choosing it puts the prompt in.
  await page.goto(`/snippets/${secret.id}/secret-draft`);
  await page.getByRole('button', { name: 'Add to collection' }).click();
  const item = page.getByRole('menuitemcheckbox', { name: 'Launch kit' });
  await expect(item).toHaveAttribute('aria-checked', 'false');
  expect(await axeViolations(page)).toEqual([]);
  await item.click();
  await expectToast(page, 'Added to “Launch kit”');
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  // The personal area lists it; its page shows both prompts to the owner.
  await page.getByRole('navigation').getByRole('link', { name: 'Collections' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Collections' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Launch kit' });
  await expect(card).toContainText('Private');
  await expect(card).toContainText('2 prompts');
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole('link', { name: 'Launch kit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Launch kit' })).toBeVisible();
  await expect(promptCard(page, 'Secret draft')).toBeVisible();
  const collectionUrl = new URL(page.url()).pathname;
  expect(collectionUrl).toMatch(/^\/collections\/\d+$/);

  // Private for now: a visitor finds nothing there.
  const visitorContext = await browser.newContext();
  await acceptCookiesUpFront(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(collectionUrl);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Collection Not Found' }),
  ).toBeVisible();

  // Made public from its page.
  await page.getByRole('button', { name: 'Edit Collection' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Collection' });
  await edit.getByRole('switch', { name: /Public/ }).check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Public collection')).toBeVisible();

  // The visitor sees it, server-rendered with its link preview, without the private prompt.
  const html = await (await visitor.request.get(collectionUrl)).text();
  expect(html).toContain('<meta property="og:title" content="Launch kit · Promptshelf" />');
  expect(html).toContain('Launch email');
  expect(html).not.toContain('Secret draft');
  const visitorCalls: string[] = [];
  visitor.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/')) visitorCalls.push(url.pathname);
  });
  await visitor.goto(collectionUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Launch kit' })).toBeVisible();
  // The app takes the server's page over without asking for the collection again.
  await expect(
    promptCard(visitor, 'Launch email').getByRole('button', { name: /Add .* to a collection/ }),
  ).toBeEnabled();
  expect(visitorCalls.filter((call) => call.includes('collections.byId'))).toEqual([]);
  await expect(visitor.getByText('Everything for launch day.')).toBeVisible();
  await expect(promptCard(visitor, 'Launch email')).toBeVisible();
  await expect(promptCard(visitor, 'Secret draft')).toHaveCount(0);
  await expect(visitor.getByText('1 prompt', { exact: false }).first()).toBeVisible();
  expect(await axeViolations(visitor)).toEqual([]);

  // The owner takes a prompt out on the collection's page, with the button on its card.
  await promptCard(page, 'Launch email')
    .getByRole('button', { name: 'Remove “Launch email” from this collection' })
    .click();
  await expectToast(page, 'Removed “Launch email” from “Launch kit”');
  await expect(promptCard(page, 'Launch email')).toHaveCount(0);

  await visitorContext.close();
  expect(problems).toEqual([]);
});

test('a visitor who presses Add to collection is asked to sign in first', async ({ page }) => {
  const member = await page.context().browser()!.newContext();
  const author = await member.newPage();
  await signInAsNewMember(author, 'Grace');
  const prompt = await createPromptThroughApi(author.request, {
    title: 'Shared checklist',
    content: 'A checklist for releases.',
    aiTool: 'Claude',
    purpose: 'business',
  });
  await member.close();

  await page.goto(`/snippets/${prompt.id}/shared-checklist`);
  await page.getByRole('button', { name: 'Add to collection' }).click();
  await expectToast(page, 'Sign in to add this prompt to a collection', {
    description: 'After signing in you come straight back here.',
  });
  await expect(page).toHaveURL(/\/auth\?redirect=/);
});
