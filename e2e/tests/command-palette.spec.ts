import { expect, test, type Page } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { axeViolations, createPromptThroughApi } from '../support/library';

const word = () => `palette${Math.random().toString(36).slice(2, 8)}`;

/** The header's search button, once the app has hydrated and it works. */
async function searchButton(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
  await expect(button).toBeEnabled();
  return button;
}

test('keyboard only from opening to generating', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsNewMember(page, 'Katherine');
  const term = word();
  await createPromptThroughApi(page.request, {
    title: `${term} standup note`,
    content: 'Write a standup note for [team] about yesterday.',
    aiTool: 'Claude',
    purpose: 'writing',
    isPublic: false,
  });
  await createPromptThroughApi(page.request, {
    title: `${term} retro summary`,
    content: 'Summarise the retro in three bullets.',
    aiTool: 'Claude',
    purpose: 'writing',
    isPublic: false,
  });

  await page.goto('/dashboard');
  await searchButton(page);
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Search' });
  const input = palette.getByRole('combobox');
  await expect(input).toBeFocused();
  await page.keyboard.type(term);

  // The newest first, in the group that says whose they are.
  const mine = palette.getByRole('group', { name: 'My Prompts' });
  await expect(mine.getByRole('option')).toHaveText([
    new RegExp(`^${term} retro summary`),
    new RegExp(`^${term} standup note`),
  ]);
  const standup = mine.getByRole('option', { name: new RegExp(`${term} standup note`) });
  await page.keyboard.press('ArrowDown');
  await expect(standup).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await standup.getAttribute('id'))!);

  // Ctrl/Cmd+Enter: its generator, in place of the palette.
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(palette).toBeHidden();
  const generate = page.getByRole('dialog', { name: 'Generate Prompt' });
  const team = generate.getByLabel('team');
  await expect(team).toBeFocused();
  await page.keyboard.type('Platform');
  await page.keyboard.press('Enter');
  const expected = 'Write a standup note for Platform about yesterday.';
  await expect(generate.getByRole('status')).toHaveText(/Prompt generated and copied/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await page.keyboard.press('Escape');
  await expect(generate).toBeHidden();

  // What was generated comes first, as Recent, when nothing is typed; Enter opens it.
  await page.keyboard.press('ControlOrMeta+k');
  await expect(input).toHaveValue('');
  const recent = palette.getByRole('group', { name: 'Recent' });
  await expect(recent.getByRole('option')).toHaveText([new RegExp(`^${term} standup note`)]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/snippets\/\d+\/.*standup-note$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${term} standup note`);
});

test('the search button opens it, Escape closes it and gives focus back; commands go places', async ({
  page,
}) => {
  await signInAsNewMember(page, 'Dorothy');
  await page.goto('/browse');
  const button = await searchButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  const palette = page.getByRole('dialog', { name: 'Search' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('tokens');
  const commands = palette.getByRole('group', { name: 'Commands' });
  await expect(commands.getByRole('option')).toHaveText(['API Tokens']);
  // Animations at a tenth of their speed, so the next opening comes while this closing still
  // fades out, every time.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
  // Chosen by pointer: prompts matching the word may arrive above it and take the highlight.
  await commands.getByRole('option', { name: 'API Tokens' }).click();
  await expect(page).toHaveURL(/\/settings\/tokens$/);

  // Opened again while the last closing fades out: the field has the focus and starts empty.
  await page.keyboard.press('ControlOrMeta+k');
  await expect(palette.getByRole('combobox')).toBeFocused();
  await expect(palette.getByRole('combobox')).toHaveValue('');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 });
  await page.keyboard.type('new prompt');
  await expect(commands.getByRole('option')).toHaveText(['New Prompt']);
  await commands.getByRole('option', { name: 'New Prompt' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('dialog', { name: 'Create New Prompt' })).toBeVisible();
});

test('a visitor searches public prompts; never a private one', async ({ page, browser }) => {
  const term = word();
  const author = await browser.newContext();
  const authorPage = await author.newPage();
  await signInAsNewMember(authorPage, 'Ada');
  await createPromptThroughApi(authorPage.request, {
    title: `${term} public guide`,
    content: 'A guide.',
    aiTool: 'Claude',
    purpose: 'writing',
  });
  await createPromptThroughApi(authorPage.request, {
    title: `${term} private draft`,
    content: 'A draft.',
    aiTool: 'Claude',
    purpose: 'writing',
    isPublic: false,
  });
  await author.close();

  await page.goto('/');
  await searchButton(page);
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Search' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type(term);
  await expect(
    palette.getByRole('group', { name: 'Public Prompts' }).getByRole('option'),
  ).toHaveText([new RegExp(`^${term} public guide`)]);
  await expect(palette.getByRole('option', { name: /private draft/ })).toHaveCount(0);
});

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the open palette has no WCAG 2 A/AA violations at ${width} px, ${colorScheme}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await signInAsNewMember(page, 'Mary');
      const term = word();
      await createPromptThroughApi(page.request, {
        title: `${term} a prompt with a rather long title that has to fit the phone`,
        content: 'Hello [name].',
        aiTool: 'Claude',
        purpose: 'writing',
      });
      await page.goto('/dashboard');
      await (await searchButton(page)).click();
      const palette = page.getByRole('dialog', { name: 'Search' });
      await expect(palette.getByRole('combobox')).toBeFocused();
      await page.keyboard.type(term);
      await expect(palette.getByRole('option').first()).toBeVisible();
      // Nothing is cut off: a long title shortens inside the palette and its owner shows.
      const overflow = await palette.evaluate((box) => box.scrollWidth - box.clientWidth);
      expect(overflow).toBe(0);
      const owner = palette.getByRole('option').first().getByText('@', { exact: false });
      await expect(owner).toBeInViewport({ ratio: 1 });
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
