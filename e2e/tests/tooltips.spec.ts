import { expect, test, type Locator, type Page } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { axeViolations, createPromptThroughApi, promptCard } from '../support/library';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

const tooltip = (page: Page) => page.getByRole('tooltip');

/** Hovers `control` and lets the page's clock run `ms`. */
async function hoverFor(page: Page, control: Locator, ms: number) {
  await control.hover();
  await page.clock.runFor(ms);
}

test("every icon button on a card names itself in a tooltip, on the spec's delays", async ({
  page,
}) => {
  await signInAsNewMember(page, 'Tipper');
  await createPromptThroughApi(page.request, {
    title: 'Tooltip tour',
    content: 'Rewrite [text] for [reader].',
    aiTool: 'Claude',
    purpose: 'writing',
  });
  // The page's timers run only when the test moves its clock: the delays are checked exactly.
  await page.clock.install();
  await page.goto('/dashboard');
  const card = promptCard(page, 'Tooltip tour');
  const like = card.getByRole('button', { name: /^Like/ });
  await expect(like).toBeEnabled();

  // Not at once, but 700 ms after the pointer arrives. The installed clock also follows real
  // time, so checking 'not yet' after moving it 650 ms failed on a busy machine.
  await like.hover();
  await expect(tooltip(page)).toHaveCount(0);
  await page.clock.runFor(700);
  await expect(tooltip(page)).toHaveText('Like');

  // The next one, within 300 ms of the last closing, opens at once; each button has its own.
  const names: [RegExp, string][] = [
    [/^Save to favorites/, 'Save to favorites'],
    [/to a collection$/, 'Add to collection'],
    [/^Copy prompt/, 'Copy prompt'],
    [/^Generate from/, 'Generate'],
    [/^Edit prompt/, 'Edit prompt'],
    [/^Delete prompt/, 'Delete prompt'],
  ];
  for (const [name, text] of names) {
    await card.getByRole('button', { name }).hover();
    await page.clock.runFor(120); // the last one's grace to close, well under 300 ms
    await expect(tooltip(page)).toHaveText(text);
  }

  // After a pause longer than the skip delay, the full delay again.
  await page.mouse.move(0, 0);
  await page.clock.runFor(1000);
  await expect(tooltip(page)).toHaveCount(0);
  await like.hover();
  await expect(tooltip(page)).toHaveCount(0);
  await page.clock.runFor(700);
  await expect(tooltip(page)).toHaveText('Like');
  await page.mouse.move(0, 0);
  await page.clock.runFor(1000);

  // Keyboard focus shows it too; Escape hides it and leaves the focus where it was.
  await card.getByRole('button', { name: /^Copy prompt/ }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await page.clock.runFor(750);
  await expect(tooltip(page)).toHaveText('Copy prompt');
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(tooltip(page)).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Copy prompt/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.clock.runFor(750);
  await expect(tooltip(page)).toHaveText('Generate');
});

test('the phone menu button and a dialog close button have tooltips', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await page.goto('/browse');
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toBeEnabled();
  await hoverFor(page, menu, 750);
  await expect(tooltip(page)).toHaveText('Open menu');
  // The tooltip stays on screen at the edge.
  const box = await tooltip(page).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);

  await page.setViewportSize({ width: 1280, height: 800 });
  const generate = page.getByRole('button', { name: /^Generate from/ }).first();
  await expect(generate).toBeEnabled();
  await generate.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await hoverFor(page, dialog.getByRole('button', { name: 'Close' }), 750);
  await expect(tooltip(page)).toHaveText('Close');
});

test('a button a dialog has covered raises no tooltip over the dialog', async ({ page }) => {
  await signInAsNewMember(page, 'Tipper');
  await createPromptThroughApi(page.request, {
    title: 'Covered tip',
    content: 'Announce [product].',
    aiTool: 'Claude',
    purpose: 'marketing',
  });
  await page.clock.install();
  await page.goto('/dashboard');
  const button = promptCard(page, 'Covered tip').getByRole('button', {
    name: 'Add “Covered tip” to a collection',
  });
  await expect(button).toBeEnabled();
  // The menu hands the focus back to its button as it opens the dialog.
  await button.click();
  await page
    .getByRole('menu', { name: 'Add “Covered tip” to a collection' })
    .getByRole('menuitem', { name: 'New collection' })
    .click();
  await expect(page.getByRole('dialog', { name: 'New Collection' })).toBeVisible();
  await page.clock.runFor(1500);
  await expect(tooltip(page)).toHaveCount(0);
});
