// Helpers for the discovery tests (browse, landing, profiles): members who act only through
// the API (authors and the people who like their prompts), words nobody else uses, and the
// parts of the browse screen a person reads.
import { randomInt } from 'node:crypto';

import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

import { signInAsNewMember, type Account } from './accounts';

export interface Member {
  /** A signed-in API context of its own (not the page's browser). */
  request: APIRequestContext;
  account: Account;
  username: string;
}

/**
 * `newMember()` registers, verifies and signs in a fresh account in its own API context, for
 * someone the test only needs as an author or a fan; the contexts are closed after the test.
 */
export const test = base.extend<{ newMember: (firstName?: string) => Promise<Member> }>({
  newMember: async ({ playwright, baseURL }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async (firstName) => {
      const request = await playwright.request.newContext({ baseURL });
      contexts.push(request);
      const account = await signInAsNewMember(request, firstName);
      const profile = await request.get('/api/profile');
      expect(profile.ok(), await profile.text()).toBe(true);
      const { username } = (await profile.json()) as { username: string };
      return { request, account, username };
    });
    await Promise.all(contexts.map((context) => context.dispose()));
  },
});

// Consonants without 's' and 'y': the English stemmer leaves such a word whole, so a prefix
// of it stays a prefix of what is indexed.
const LETTERS = 'bcdfghjklmnpqrtvwxz';

/**
 * A made-up word (14 letters) for this test only: searching for it finds only the prompts
 * this test created, whatever else is in the database.
 */
export function uniqueWord(length = 14): string {
  return Array.from({ length }, () => LETTERS[randomInt(LETTERS.length)]).join('');
}

/** The word with one letter (in the middle) replaced: a one-letter typo. */
export function withTypo(word: string): string {
  const at = Math.floor(word.length / 2);
  const replacement = word[at] === 'k' ? 'm' : 'k';
  return `${word.slice(0, at)}${replacement}${word.slice(at + 1)}`;
}

export async function like(member: Member, id: number): Promise<void> {
  const response = await member.request.post(`/api/snippets/${id}/like`);
  expect(response.ok(), await response.text()).toBe(true);
  expect(((await response.json()) as { liked: boolean }).liked).toBe(true);
}

export async function favorite(member: Member, id: number): Promise<void> {
  const response = await member.request.post(`/api/snippets/${id}/favorite`);
  expect(response.ok(), await response.text()).toBe(true);
  expect(((await response.json()) as { favorited: boolean }).favorited).toBe(true);
}

/** The browse search field. */
export function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Search' });
}

/** The line '{n} prompts found …' above the browse grid. */
export function resultSummary(page: Page) {
  return page
    .getByRole('region', { name: 'Prompts', exact: true })
    .locator('p')
    .filter({ hasText: /\bprompts? found\b/ });
}

/** The cards of the browse grid, in their order on the screen. */
export function browseCards(page: Page) {
  return page.getByRole('list', { name: 'Prompts', exact: true }).getByRole('article');
}

/**
 * The values of one input field the page sends to a tRPC procedure, in order (requests
 * without it are left out): what debounced typing really asks the server.
 */
export function recordTrpcInputs(page: Page, procedure: string, field: string): string[] {
  const values: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/trpc/')) return;
    const procedures = url.pathname.slice('/trpc/'.length).split(',');
    const input = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<
      string,
      { json?: Record<string, unknown> }
    >;
    procedures.forEach((name, index) => {
      const value = input[String(index)]?.json?.[field];
      if (name === procedure && typeof value === 'string' && value) values.push(value);
    });
  });
  return values;
}

/**
 * Starts recording each text the browse count line shows (it is a live region, so each one is
 * also announced); read them with the returned function.
 */
export async function recordResultSummaries(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const live = document.querySelector('section[aria-label="Prompts"] [aria-live]');
    if (!live) throw new Error('No browse count line on the page');
    const seen: string[] = [live.textContent ?? ''];
    (window as unknown as { __summaries: string[] }).__summaries = seen;
    new MutationObserver(() => {
      const text = live.textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
    }).observe(live, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __summaries: string[] }).__summaries);
}
