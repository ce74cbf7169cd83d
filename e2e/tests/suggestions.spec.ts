import { expect, test, type Browser, type Page } from '@playwright/test';

import { personAt, signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { collectPageProblems } from '../support/console';
import { axeViolations, createPromptThroughApi } from '../support/library';
import { expectToast } from '../support/toast';

// Suggested edits (docs/decisions/233-suggested-edits.md).

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

async function usernameOf(page: Page): Promise<string> {
  const response = await page.request.get('/api/profile');
  return ((await response.json()) as { username: string }).username;
}

/** The other member, Grace, signed in a browser of her own; what goes wrong on her page. */
async function grace(browser: Browser, width = 1280) {
  const other = await personAt(browser, width, 'Grace');
  return { other, otherProblems: collectPageProblems(other), otherContext: other.context() };
}

for (const width of [1280, 390]) {
  test(`a member suggests an edit, the author accepts it, the history credits them (${width} px)`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const problems = collectPageProblems(page);
    await signInAsNewMember(page, 'Ada');
    const prompt = await createPromptThroughApi(page.request, {
      title: 'Meeting summary',
      content: 'Summarise the notes for the team.',
      aiTool: 'Claude',
      purpose: 'business',
      isPublic: true,
    });

    // Someone else suggests a change.
    const { other, otherProblems, otherContext } = await grace(browser, width);
    const suggester = await usernameOf(other);
    await other.goto(`/snippets/${prompt.id}/meeting-summary`);
    const theirs = other.getByRole('region', { name: 'Suggested edits' });
    await theirs.getByRole('button', { name: 'Suggest an edit' }).click();
    const dialog = other.getByRole('dialog', { name: 'Suggest an edit' });
    await dialog.getByLabel('Prompt').fill('Summarise the notes for the team in three bullets.');
    await dialog.getByLabel('What does it change, and why?').fill('Bullets read faster.');
    expect(await axeViolations(other)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send suggestion' }).click();
    await expectToast(other, 'Suggestion sent');
    await expect(theirs.getByRole('heading', { name: 'Your suggestions' })).toBeVisible();
    await expect(theirs.getByText('Bullets read faster.')).toBeVisible();
    await expect(theirs.getByText('Open', { exact: true })).toBeVisible();

    // The author sees it compared with the prompt as it is, and accepts it.
    await page.goto(`/snippets/${prompt.id}/meeting-summary`);
    const mine = page.getByRole('region', { name: 'Suggested edits' });
    await expect(mine.getByText('Bullets read faster.')).toBeVisible();
    await expect(mine.getByText('Changed: Content')).toBeVisible();
    await expect(mine.locator('ins').nth(1)).toHaveText('[added: +in three bullets]');
    expect(await axeViolations(page)).toEqual([]);
    await mine.getByRole('button', { name: 'Accept the suggestion by' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Accept this suggestion?' });
    await expect(confirm).toContainText(`saved as version 2 and credited to @${suggester}`);
    await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
    await expectToast(page, 'Suggestion accepted');
    await expect(mine.getByText('No open suggestions.')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Prompt', exact: true }).locator('..'),
    ).toHaveText('PromptSummarise the notes for the team in three bullets.');
    const history = page.getByRole('region', { name: 'History' });
    const rows = history
      .getByRole('list', { name: 'Versions, newest first' })
      .getByRole('listitem');
    await expect(rows.nth(0)).toContainText('Version 2');
    await expect(rows.nth(0)).toContainText(`Suggested by @${suggester}`);
    await expect(rows.nth(0)).toContainText('Bullets read faster.');
    expect(await axeViolations(page)).toEqual([]);

    // The suggester reads the outcome.
    await other.reload();
    await expect(theirs.getByText('The author accepted it as version 2.')).toBeVisible();
    await expect(theirs.getByText('Accepted', { exact: true })).toBeVisible();
    expect(await axeViolations(other)).toEqual([]);

    expect(problems).toEqual([]);
    expect(otherProblems).toEqual([]);
    await otherContext.close();
  });
}

test('the author declines with a reason the suggester reads; a prompt changed since says so', async ({
  page,
  browser,
}) => {
  await signInAsNewMember(page, 'Ada');
  const prompt = await createPromptThroughApi(page.request, {
    title: 'Cover letter',
    content: 'Write a cover letter for [role].',
    aiTool: 'Claude',
    purpose: 'writing',
    isPublic: true,
  });
  const { other, otherContext } = await grace(browser);
  const sent = await other.request.post(`/api/snippets/${prompt.id}/suggestions`, {
    data: {
      title: 'Cover letter',
      content: 'Write a short cover letter for [role].',
      note: 'Shorter is better.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const edited = await page.request.patch(`/api/snippets/${prompt.id}`, {
    data: { content: 'Write a cover letter for [role] at [company].' },
  });
  expect(edited.ok()).toBe(true);

  await page.goto(`/snippets/${prompt.id}/cover-letter`);
  const mine = page.getByRole('region', { name: 'Suggested edits' });
  await expect(
    mine.getByText('The prompt has changed since this suggestion was made on version 1.', {
      exact: false,
    }),
  ).toBeVisible();
  await mine.getByRole('button', { name: 'Decline the suggestion by' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Decline this suggestion?' });
  await dialog.getByLabel('Reason (optional)').fill('I need the company in it.');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
  await expectToast(page, 'Suggestion declined');
  await expect(mine.getByText('No open suggestions.')).toBeVisible();

  await other.goto(`/snippets/${prompt.id}/cover-letter`);
  const theirs = other.getByRole('region', { name: 'Suggested edits' });
  await expect(theirs.getByText('The author declined it: I need the company in it.')).toBeVisible();
  await otherContext.close();
});

test("a suggestion changes a placeholder's settings; accepted, the new version has them", async ({
  page,
  browser,
}) => {
  await signInAsNewMember(page, 'Ada');
  const prompt = await createPromptThroughApi(page.request, {
    title: 'Thank-you note',
    content: 'Write a thank-you note in a [tone] tone.',
    aiTool: 'Claude',
    purpose: 'writing',
    isPublic: true,
  });

  const { other, otherProblems, otherContext } = await grace(browser);
  await other.goto(`/snippets/${prompt.id}/thank-you-note`);
  const theirs = other.getByRole('region', { name: 'Suggested edits' });
  await theirs.getByRole('button', { name: 'Suggest an edit' }).click();
  const dialog = other.getByRole('dialog', { name: 'Suggest an edit' });
  const settings = dialog.getByRole('group', { name: 'Placeholder settings' });
  // The same editor as the prompt form's: a row per placeholder, opened from the keyboard.
  await settings.locator('summary', { hasText: '[tone]' }).focus();
  await other.keyboard.press('Enter');
  await settings.getByLabel('Label for [tone]').fill('Tone of voice');
  await settings.getByLabel('Type for [tone]').selectOption('Choice from a list');
  await dialog.getByLabel('What does it change, and why?').fill('A list of tones is easier.');
  // A list without options is refused before anything is sent, its field focused.
  await dialog.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('[tone]: a list needs at least one option');
  await expect(settings.getByLabel('Options, one per line for [tone]')).toBeFocused();
  await settings.getByLabel('Options, one per line for [tone]').fill('warm\nformal');
  await settings.getByLabel('Default value for [tone]').selectOption('formal');
  expect(await axeViolations(other)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send suggestion' }).click();
  await expectToast(other, 'Suggestion sent');

  // The author sees the settings among the changes, and accepts.
  await page.goto(`/snippets/${prompt.id}/thank-you-note`);
  const mine = page.getByRole('region', { name: 'Suggested edits' });
  await expect(mine.getByText('Changed: Placeholder settings')).toBeVisible();
  await expect(
    mine.getByText('None → [tone] (list: warm, formal; label “Tone of voice”; default “formal”)'),
  ).toBeVisible();
  await mine.getByRole('button', { name: 'Accept the suggestion by' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Accept this suggestion?' });
  await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
  await expectToast(page, 'Suggestion accepted');
  await expect(mine.getByText('No open suggestions.')).toBeVisible();

  const version = await page.request.get(`/api/snippets/${prompt.id}/versions/2`);
  expect(version.ok(), await version.text()).toBe(true);
  expect(((await version.json()) as { variables: unknown }).variables).toEqual([
    {
      name: 'tone',
      label: 'Tone of voice',
      type: 'select',
      options: ['warm', 'formal'],
      default: 'formal',
    },
  ]);
  expect(otherProblems).toEqual([]);
  await otherContext.close();
});
