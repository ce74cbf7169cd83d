import { expect, test, type Page } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { axeViolations, createPromptThroughApi, promptCard } from '../support/library';
import { expectToast } from '../support/toast';

// Placeholder settings in the prompt form, a typed generator, remembered values.

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

const CONTENT =
  'Write a [tone] note to [recipient] about [topic].\nDetails:\n[details]\nKeep `{"json": [1, 2]}` as is.';

async function openGenerator(page: Page) {
  const generate = page.getByRole('dialog', { name: 'Generate Prompt' });
  // The page is rendered on the server: its button works once the app has hydrated, which
  // on a busy machine can come after the network is idle. Pressed again until it does, as a
  // person would; never while the dialog is open.
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    if (!(await generate.isVisible())) {
      // The keyboard only: focus the page's button and press Enter.
      await page.getByRole('button', { name: 'Generate' }).focus();
      await page.keyboard.press('Enter');
    }
    await expect(generate).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  return generate;
}

test('an author sets a list and a default, generates with the keyboard and finds the last values again', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsNewMember(page, 'Grace');
  const prompt = await createPromptThroughApi(page.request, {
    title: 'Team note',
    content: CONTENT,
    aiTool: 'Claude',
    purpose: 'writing',
  });

  // The prompt form: one collapsed row per placeholder, in order of first appearance.
  await page.goto('/dashboard');
  await promptCard(page, 'Team note').getByRole('button', { name: 'Edit prompt' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Prompt' });
  const settings = edit.getByRole('group', { name: 'Placeholder settings' });
  await expect(settings.locator('summary')).toHaveText([
    /^\[tone\]/,
    /^\[recipient\]/,
    /^\[topic\]/,
    /^\[details\]/,
  ]);
  await expect(settings.getByLabel('Label for [tone]')).toBeHidden();

  // Open [tone] from the keyboard and make it a list with a default.
  await settings.locator('summary', { hasText: '[tone]' }).focus();
  await page.keyboard.press('Enter');
  await settings.getByLabel('Label for [tone]').fill('Tone of voice');
  await settings.getByLabel('Type for [tone]').selectOption('Choice from a list');
  // A list without options is refused with a message naming it, and its field is focused.
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toHaveText('[tone]: a list needs at least one option');
  await expect(settings.getByLabel('Options, one per line for [tone]')).toBeFocused();
  await settings.getByLabel('Options, one per line for [tone]').fill('warm\nformal\nplayful');
  await settings.getByLabel('Default value for [tone]').selectOption('formal');
  await settings.getByLabel('Help text for [tone]').fill('How the note should sound');
  await settings.locator('summary', { hasText: '[topic]' }).click();
  await settings.getByLabel('Default value for [topic]').fill('the launch');
  await settings.locator('summary', { hasText: '[details]' }).click();
  await settings.getByLabel('Type for [details]').selectOption('Text (several lines)');
  await expect(settings.locator('summary', { hasText: '[tone]' })).toContainText(
    'Choice from a list · label “Tone of voice” · 3 options · has a default · has help text',
  );
  expect(await axeViolations(page)).toEqual([]);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Prompt updated successfully');

  // The generator: typed inputs, defaults filled in, help text describing its field.
  await page.goto(`/snippets/${prompt.id}/team-note`);
  const generate = await openGenerator(page);
  const tone = generate.getByLabel('Tone of voice');
  await expect(tone).toBeFocused();
  await expect(tone).toHaveValue('formal');
  await expect(tone).toHaveAccessibleDescription('How the note should sound');
  await expect(generate.getByLabel('topic')).toHaveValue('the launch');
  const result = generate.getByRole('region', { name: 'Generated prompt' });
  // The unfilled ones are marked in the live result (and empty in its text).
  await expect(result.locator('mark[data-name="recipient"]')).toBeVisible();
  await expect(
    generate.getByText('Not filled yet (left empty, marked below): recipient, details'),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('ArrowDown'); // formal → playful
  await expect(tone).toHaveValue('playful');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Grace $& [topic]');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(generate.getByLabel('details')).toBeFocused();
  await page.keyboard.type('Line 1');
  await page.keyboard.press('Enter'); // a line break in a multi-line field
  await page.keyboard.type('Line 2');
  await page.keyboard.press('ControlOrMeta+Enter');

  const expected =
    'Write a playful note to Grace $& [topic] about the launch.\nDetails:\nLine 1\nLine 2\n' +
    'Keep `{"json": [1, 2]}` as is.';
  await expect(result).toHaveText(expected);
  await expect(result).toBeFocused();
  await expect(generate.getByRole('status')).toHaveText(/Prompt generated and copied/);
  await expect(generate.getByText('Every placeholder is filled.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await page.keyboard.press('Escape');
  await expect(generate).toBeHidden();

  // Come back later: the last values are offered again.
  await page.reload();
  const again = await openGenerator(page);
  await expect(
    again.getByText('Filled in with the values you last used on this device.'),
  ).toBeVisible();
  await expect(again.getByLabel('Tone of voice')).toHaveValue('playful');
  await expect(again.getByLabel('recipient')).toHaveValue('Grace $& [topic]');
  await expect(again.getByLabel('details')).toHaveValue('Line 1\nLine 2');
  // Enter in a one-line field generates too.
  await again.getByLabel('recipient').fill('Ada');
  await page.keyboard.press('Enter');
  await expect(again.getByRole('region', { name: 'Generated prompt' })).toContainText(
    'note to Ada about',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('note to Ada about');

  // Reset forgets them and starts from the defaults.
  await again.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(again.getByLabel('Tone of voice')).toHaveValue('formal');
  await expect(again.getByLabel('recipient')).toHaveValue('');
  await page.keyboard.press('Escape');
  await page.reload();
  const fresh = await openGenerator(page);
  await expect(fresh.getByText('Filled in with the values you last used')).toHaveCount(0);
  await expect(fresh.getByLabel('Tone of voice')).toHaveValue('formal');
});

test('the generator stays usable with 50 placeholders on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewMember(page, 'Phone');
  const names = Array.from({ length: 50 }, (_, index) => `field ${index + 1}`);
  const response = await page.request.post('/api/snippets', {
    data: {
      title: 'Fifty blanks',
      content: names.map((name) => `${name}: [${name}]`).join('\n'),
      aiTool: 'Claude',
      purpose: 'writing',
      variables: [
        {
          name: 'field 1',
          type: 'select',
          options: ['a', 'b'],
          default: 'b',
          description: 'Pick one',
        },
        { name: 'field 50', type: 'number', label: 'The last one' },
      ],
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };

  await page.goto(`/snippets/${id}/fifty-blanks`);
  const generate = await openGenerator(page);
  const submit = generate.getByRole('button', { name: 'Generate', exact: true });
  await expect(generate.getByLabel('field 1', { exact: true })).toHaveValue('b');
  await expect(submit).toBeInViewport();

  // The body scrolls; the actions stay in reach at the bottom.
  const last = generate.getByLabel('The last one');
  await last.focus();
  await expect(last).toBeInViewport();
  await expect(submit).toBeInViewport();
  await page.keyboard.type('42');
  await page.keyboard.press('Enter');
  const result = generate.getByRole('region', { name: 'Generated prompt' });
  await expect(result).toContainText('field 1: b\nfield 2: \n');
  await expect(result).toContainText('field 50: 42');
  const box = await generate.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
});

const SIX_FIELDS =
  'Plan a [trip length] trip to [city] for [travellers] in [season].\nBudget: [budget]\nInterests: [interests]';

test('at 1280x800 the result and Open in sit beside the six fields they come from', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsNewMember(page, 'Lin');
  const prompt = await createPromptThroughApi(page.request, {
    title: 'Trip plan',
    content: SIX_FIELDS,
    aiTool: 'Claude',
    purpose: 'business',
  });
  await page.goto(`/snippets/${prompt.id}`);
  const generate = await openGenerator(page);
  const fields = generate.getByRole('group', { name: 'Placeholders' }).getByRole('textbox');
  await expect(fields).toHaveCount(6);
  for (const field of await fields.all()) await expect(field).toBeInViewport();
  await expect(generate.getByRole('region', { name: 'Generated prompt' })).toBeInViewport();
  for (const name of ['ChatGPT', 'Claude', 'Gemini']) {
    await expect(generate.getByRole('link', { name: `Open in ${name}` })).toBeInViewport();
  }

  // Typing in the last field shows at once in the result beside it.
  await generate.getByLabel('interests').fill('old bookshops');
  await expect(generate.getByRole('region', { name: 'Generated prompt' })).toContainText(
    'Interests: old bookshops',
  );
  await expect(generate.getByLabel('interests')).toBeInViewport();
  await expect(generate.getByRole('region', { name: 'Generated prompt' })).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
});

test('at 390 every Open in name is whole and Show result jumps past the fields', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewMember(page, 'Noor');
  const prompt = await createPromptThroughApi(page.request, {
    title: 'Trip plan on a phone',
    content: SIX_FIELDS,
    aiTool: 'Claude',
    purpose: 'business',
  });
  await page.goto(`/snippets/${prompt.id}`);
  const generate = await openGenerator(page);
  const result = generate.getByRole('region', { name: 'Generated prompt' });
  await expect(generate.getByRole('link', { name: 'Open in Gemini' })).not.toBeInViewport();

  await generate.getByRole('button', { name: 'Show result' }).click();
  await expect(result).toBeInViewport({ ratio: 1 });
  await expect(result).toBeFocused();
  for (const name of ['ChatGPT', 'Claude', 'Gemini']) {
    const link = generate.getByRole('link', { name: `Open in ${name}` });
    await expect(link).toBeInViewport({ ratio: 1 });
    await expect(link).toContainText(name);
    // Whole: nothing of the name is cut off by the button or by an ellipsis.
    const cut = await link.evaluate((element) =>
      [element, ...element.querySelectorAll(':scope > :not(.sr-only)')].some(
        (part) => part.scrollWidth > part.clientWidth,
      ),
    );
    expect(cut, name).toBe(false);
  }
  // Generate stays the one primary action, in reach below the fields.
  await expect(generate.getByRole('button', { name: 'Generate', exact: true })).toBeInViewport();
});
