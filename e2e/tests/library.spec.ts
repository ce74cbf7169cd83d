import { expect, test, type Page } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import {
  axeViolations,
  choose,
  createPromptThroughApi,
  promptCard,
  statCard,
} from '../support/library';
import { expectNotCovering, expectToast } from '../support/toast';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

const PLACEHOLDER_PROMPT =
  'Write a [tone] email to [recipient] about [topic].\nSign it for [recipient].\n' +
  'Keep `[code]` and [the docs](https://example.com) as they are.';

async function openCreateDialog(page: Page) {
  await page.getByRole('button', { name: 'Create New Prompt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Prompt' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an author creates, edits, generates from and deletes a prompt', async ({ page, context }) => {
  // A long flow (two dialogs, the generator, the 2-second copy confirmation): more time.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsNewMember(page, 'Ada');
  await page.goto('/dashboard');
  await expect(page).toHaveTitle(/My Prompts/);
  await expect(page.getByRole('heading', { name: 'No prompts yet' })).toBeVisible();
  await expect(statCard(page, 'Total Prompts')).toContainText('0');

  // Create, with the two validation toasts first.
  await page.getByRole('button', { name: 'Create Your First Prompt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Prompt' });
  await expect(dialog.getByRole('radio', { name: /^Public/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create Prompt' }).click();
  const validation = await expectToast(page, 'Validation Error', {
    description: 'Please fill in all required fields',
    variant: 'destructive',
  });
  // The toast never covers the dialog's primary button: the next click reaches it at once.
  await expectNotCovering(validation, dialog.getByRole('button', { name: 'Create Prompt' }));
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');
  await expect(dialog.getByLabel('Title')).toBeFocused();

  await dialog.getByLabel('Title').fill('Friendly email');
  await dialog.getByLabel('Prompt').fill(PLACEHOLDER_PROMPT);
  await choose(dialog, page, 'AI Tool', 'Other');
  await choose(dialog, page, 'Purpose', 'Writing');
  await dialog.getByRole('button', { name: 'Create Prompt' }).click();
  await expectToast(page, 'Validation Error', {
    description: 'Please enter a name for your custom AI tool',
    variant: 'destructive',
  });
  await dialog.getByLabel('Custom AI Tool Name').fill('Mistral');
  await dialog.getByRole('button', { name: 'Create Prompt' }).click();
  await expectToast(page, 'Prompt created successfully');
  await expect(dialog).toBeHidden();

  const card = promptCard(page, 'Friendly email');
  await expect(card).toContainText('Mistral');
  await expect(card).toContainText('Writing');
  await expect(card).not.toContainText('Private');
  await expect(statCard(page, 'Total Prompts')).toContainText('1');

  // Edit: the same form, filled with the prompt; made private.
  await card.getByRole('button', { name: 'Edit prompt' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Prompt' });
  await expect(editDialog.getByLabel('Title')).toHaveValue('Friendly email');
  await expect(editDialog.getByLabel('Custom AI Tool Name')).toHaveValue('Mistral');
  await editDialog.getByLabel('Title').fill('Friendly follow-up email');
  await editDialog.getByRole('radio', { name: /^Private/ }).check();
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Prompt updated successfully');
  const edited = promptCard(page, 'Friendly follow-up email');
  await expect(edited).toContainText('Private');

  // Visibility filter.
  await page.getByRole('button', { name: 'Public', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No prompts match your filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Private', exact: true }).click();
  await expect(edited).toBeVisible();

  // The prompt page, then the generator.
  await edited.getByRole('link', { name: 'Friendly follow-up email' }).click();
  await expect(page).toHaveURL(/\/snippets\/\d+\/friendly-follow-up-email$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Friendly follow-up email');
  await expect(page).toHaveTitle(/Friendly follow-up email/);

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PLACEHOLDER_PROMPT);
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Generate' }).click();
  const generate = page.getByRole('dialog', { name: 'Generate Prompt' });
  await expect(generate.getByRole('textbox')).toHaveCount(3);
  await generate.getByLabel('tone').fill('warm');
  await generate.getByLabel('recipient').fill('Grace');
  const result = generate.getByRole('region', { name: 'Generated prompt' });
  // Live preview; [topic] is left unfilled and becomes empty text.
  await expect(result).toHaveText(
    'Write a warm email to Grace about .\nSign it for Grace.\n' +
      'Keep `[code]` and [the docs](https://example.com) as they are.',
  );
  await generate.getByLabel('topic').fill('the launch');
  const expected =
    'Write a warm email to Grace about the launch.\nSign it for Grace.\n' +
    'Keep `[code]` and [the docs](https://example.com) as they are.';
  await generate.getByRole('button', { name: 'Copy Result' }).click();
  await expect(generate.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  const chatgpt = generate.getByRole('link', { name: /Open in ChatGPT/ });
  await expect(chatgpt).toHaveAttribute(
    'href',
    `https://chatgpt.com/?q=${encodeURIComponent(expected)}`,
  );
  await expect(chatgpt).toHaveAttribute('target', '_blank');
  await expect(chatgpt).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(generate.getByRole('link', { name: /Open in Claude/ })).toHaveAttribute(
    'href',
    `https://claude.ai/new?q=${encodeURIComponent(expected)}`,
  );
  await expect(generate.getByRole('link', { name: /Open in Gemini/ })).toHaveAttribute(
    'href',
    `https://gemini.google.com/app?q=${encodeURIComponent(expected)}`,
  );
  // The three share one row on a wide screen; on a phone they wrap with their names whole
  // (placeholders.spec.ts checks that).
  await page.setViewportSize({ width: 1280, height: 844 });
  const tops = await Promise.all(
    ['ChatGPT', 'Claude', 'Gemini'].map(
      async (name) =>
        (await generate.getByRole('link', { name: new RegExp(`Open in ${name}`) }).boundingBox())
          ?.y,
    ),
  );
  expect(new Set(tops).size, 'one row at 1280 px').toBe(1);
  await page.setViewportSize({ width: 1280, height: 720 });
  // The close button (one Escape closes a dialog under a toast too: see the test below).
  await generate.getByRole('button', { name: 'Close' }).click();
  await expect(generate).toBeHidden();

  // Delete, through the confirmation.
  await page.goto('/dashboard');
  await promptCard(page, 'Friendly follow-up email')
    .getByRole('button', { name: 'Delete prompt' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(promptCard(page, 'Friendly follow-up email')).toBeVisible();
  await promptCard(page, 'Friendly follow-up email')
    .getByRole('button', { name: 'Delete prompt' })
    .click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Prompt deleted successfully');
  await expect(page.getByRole('heading', { name: 'No prompts yet' })).toBeVisible();
  await expect(statCard(page, 'Total Prompts')).toContainText('0');
});

test('one Escape closes a dialog even while a toast shows above it', async ({ page }) => {
  await signInAsNewMember(page, 'Ada');
  const prompt = await createPromptThroughApi(page.request, {
    title: 'Meeting notes',
    content: 'Summarise these notes: [notes]',
    aiTool: 'Claude',
    purpose: 'business',
  });
  await page.goto('/dashboard');
  await expect(promptCard(page, prompt.title)).toBeVisible();

  // The create dialog, after a validation toast. An open select still takes the first Escape.
  const create = await openCreateDialog(page);
  await create.getByRole('combobox', { name: 'Purpose' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(create).toHaveAttribute('data-state', 'open');
  await create.getByRole('button', { name: 'Create Prompt' }).click();
  await expectToast(page, 'Validation Error', { variant: 'destructive' });
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();

  // The delete confirmation, after its failure toast: the prompt went away in the meantime.
  await promptCard(page, prompt.title).getByRole('button', { name: 'Delete prompt' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
  await expect(confirm).toBeVisible();
  const gone = await page.request.delete(`/api/snippets/${prompt.id}`);
  expect(gone.ok(), await gone.text()).toBe(true);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Failed to delete prompt', {
    variant: 'destructive',
  });
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
});

test('another member likes, saves and clones a prompt; the author sees the likes', async ({
  page,
  browser,
}) => {
  await signInAsNewMember(page, 'Ada');
  const prompt = await createPromptThroughApi(page.request, {
    title: 'Code review checklist',
    content: 'Review this [language] code for bugs and style:\n\n[code]',
    aiTool: 'Claude',
    purpose: 'coding',
  });

  const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await acceptCookiesUpFront(otherContext);
  const other = await otherContext.newPage();
  await signInAsNewMember(other, 'Grace');

  // A stale slug is replaced by the title's, without a new history entry.
  await other.goto('/');
  await other.goto(`/snippets/${prompt.id}/an-old-title`);
  await expect(other).toHaveURL(`/snippets/${prompt.id}/code-review-checklist`);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Code review checklist');
  await other.goBack();
  await expect(other).toHaveURL('/');
  await other.goForward();
  await expect(other).toHaveURL(`/snippets/${prompt.id}/code-review-checklist`);

  const like = other.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName('Like, 0 likes');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like, 1 like');

  const save = other.getByRole('button', { name: /^Save to favorites/ });
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toHaveAccessibleName('Save to favorites, 1 save');

  // Both are stored: a reload shows them again.
  await other.reload();
  await expect(other.getByRole('button', { name: /^Like/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(other.getByRole('button', { name: /^Like/ })).toHaveAccessibleName('Like, 1 like');

  await other.getByRole('link', { name: 'Favorites', exact: true }).first().click();
  await expect(other.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
  const saved = promptCard(other, 'Code review checklist');
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('button', { name: /^Like/ })).toHaveAccessibleName('Like, 1 like');
  // Cards outside the dashboard have no edit or delete.
  await expect(saved.getByRole('button', { name: 'Edit prompt' })).toHaveCount(0);

  // The author's numbers.
  await page.goto('/dashboard');
  await expect(statCard(page, 'Total Likes')).toContainText('1');
  await expect(
    promptCard(page, 'Code review checklist').getByRole('button', { name: /^Like/ }),
  ).toHaveAccessibleName('Like, 1 like');

  // Clone: lands on the private copy, which names its original.
  await other.goto(`/snippets/${prompt.id}/code-review-checklist`);
  await other.getByRole('button', { name: 'Clone' }).click();
  await expectToast(other, 'Snippet Cloned!');
  await expect(other).not.toHaveURL(`/snippets/${prompt.id}/code-review-checklist`);
  await expect(other).toHaveURL(/\/snippets\/\d+\/code-review-checklist$/);
  await expect(other.getByText('Private', { exact: true })).toBeVisible();
  const original = other.getByRole('link', { name: 'Code review checklist' });
  await expect(other.getByText(/Cloned from/)).toBeVisible();
  await expect(original).toHaveAttribute('href', `/snippets/${prompt.id}/code-review-checklist`);
  // It is the copier's own prompt now: no clone button, and it is on their dashboard.
  await expect(other.getByRole('button', { name: 'Clone' })).toHaveCount(0);
  await other.goto('/dashboard');
  await expect(promptCard(other, 'Code review checklist')).toContainText('Private');

  // Unsaving on the Favorites page takes it off the list.
  await other.goto('/favorites');
  await promptCard(other, 'Code review checklist')
    .getByRole('button', { name: /^Save to favorites/ })
    .click();
  await expect(other.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Browse Prompts' }).last()).toBeVisible();
  await otherContext.close();
});

test('a private prompt is "not found" to visitors; a visitor who likes is asked to sign in', async ({
  page,
  browser,
}) => {
  await signInAsNewMember(page, 'Ada');
  const secret = await createPromptThroughApi(page.request, {
    title: 'My secret prompt',
    content: 'Only for me.',
    aiTool: 'Gemini',
    purpose: 'business',
    isPublic: false,
  });
  const shared = await createPromptThroughApi(page.request, {
    title: 'Shared prompt',
    content: 'For everyone.',
    aiTool: 'Gemini',
    purpose: 'business',
  });

  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await acceptCookiesUpFront(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/snippets/${secret.id}/my-secret-prompt`);
  await expect(visitor.getByRole('heading', { name: 'Prompt not found.' })).toBeVisible();
  await expect(visitor.getByText('My secret prompt')).toHaveCount(0);
  await visitor.goto('/snippets/99999999/nothing');
  await expect(visitor.getByRole('heading', { name: 'Prompt not found.' })).toBeVisible();

  await visitor.goto(`/snippets/${shared.id}/shared-prompt`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Shared prompt');
  // No placeholders, so no generator.
  await expect(visitor.getByRole('button', { name: 'Generate' })).toHaveCount(0);
  // A visitor never had a session: no 'logged out' alarm, an invitation to sign in instead.
  await visitor.getByRole('button', { name: /^Like/ }).click();
  await expectToast(visitor, 'Sign in to like this prompt');
  await expect(visitor).toHaveURL(
    `/auth?redirect=${encodeURIComponent(`/snippets/${shared.id}/shared-prompt`)}`,
  );
  await visitorContext.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the library screens have no WCAG 2 A/AA violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await signInAsNewMember(page, 'Ada');
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const prompt = await createPromptThroughApi(page.request, {
      title: 'Lesson plan',
      content: 'Plan a [length] lesson on [subject] for [grade] students.',
      aiTool: 'ChatGPT/GPT4',
      purpose: 'education',
    });
    await page.request.post(`/api/snippets/${prompt.id}/favorite`);
    await page.goto('/dashboard');
    await expect(promptCard(page, 'Lesson plan')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const dialog = await openCreateDialog(page);
    await dialog.getByRole('button', { name: 'Create Prompt' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto(`/snippets/${prompt.id}/lesson-plan`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lesson plan');
    // Axe reads the page once its History has loaded (one CI run saw the list mid-change).
    const versions = page.getByRole('list', { name: 'Versions, newest first' });
    await expect(versions.getByRole('button', { name: 'Open version 1' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Generate' }).click();
    const generate = page.getByRole('dialog', { name: 'Generate Prompt' });
    await generate.getByLabel('subject').fill('fractions');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/favorites');
    await expect(promptCard(page, 'Lesson plan')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
