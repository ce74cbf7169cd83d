import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface PromptInput {
  title: string;
  content: string;
  aiTool: string;
  customAiTool?: string | null;
  purpose: string;
  isPublic?: boolean;
  tags?: string[];
}

export interface CreatedPrompt {
  id: number;
  title: string;
}

/** Creates a prompt through the public API as the signed-in user of `request` (test set-up). */
export async function createPromptThroughApi(
  request: APIRequestContext,
  prompt: PromptInput,
): Promise<CreatedPrompt> {
  const response = await request.post('/api/snippets', { data: { isPublic: true, ...prompt } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { id: number; title: string };
  return { id: body.id, title: body.title };
}

/** Picks an option of a Radix select by the select's label and the option's text. */
export async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The option a native `<select>` shows (its text content is every option's). */
export function chosen(select: Locator): Locator {
  return select.locator('option:checked');
}

/** The card (article) of the prompt with this title. */
export function promptCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

/** The number on a dashboard stat card, e.g. 'Total Prompts'. */
export function statCard(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Your numbers' })
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .last();
}

/** WCAG 2 A/AA violations on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are measured at rest: a toast or tooltip fading in or out is half transparent, and
  // its text fails the contrast check. The check starts once every animation that ends (not a
  // skeleton's pulse) has ended. Something can start moving while axe runs (a toast's timer runs
  // out and it fades away), so a check that found something while anything moved runs again.
  for (let attempt = 1; ; attempt += 1) {
    await page.waitForTimeout(300);
    await expect.poll(() => page.evaluate(finiteAnimationRunning)).toBe(false);
    await page.evaluate(() => {
      const marked = window as unknown as { movedDuringAxe?: boolean };
      if (marked.movedDuringAxe === undefined) {
        const moved = () => {
          marked.movedDuringAxe = true;
        };
        document.addEventListener('transitionstart', moved, { capture: true });
        document.addEventListener('animationstart', moved, { capture: true });
      }
      marked.movedDuringAxe = false;
    });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const violations = results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
    if (violations.length === 0 || attempt === 3) return violations;
    const moved =
      (await page.evaluate(
        () => (window as unknown as { movedDuringAxe?: boolean }).movedDuringAxe === true,
      )) || (await page.evaluate(finiteAnimationRunning));
    if (!moved) return violations;
  }
}

/** Runs in the page: whether an animation that ends (not a skeleton's pulse) is running. */
function finiteAnimationRunning(): boolean {
  return document
    .getAnimations()
    .some(
      (animation) =>
        animation.playState === 'running' &&
        animation.effect?.getComputedTiming().iterations !== Infinity,
    );
}
