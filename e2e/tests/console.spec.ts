import { expect, test } from '@playwright/test';

import { collectPageProblems, readCspViolations, recordCspViolations } from '../support/console';

const paths = ['/', '/auth', '/browse', '/no-such-page', '/u/someone', '/snippets/1/a-prompt'];

test('pages load without console errors or Content-Security-Policy violations', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await recordCspViolations(page);

  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], 'the server sends its CSP').toContain(
      "script-src 'self'",
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await readCspViolations(page), `CSP violations on ${path}`).toEqual([]);
  }
  expect(problems).toEqual([]);
});
