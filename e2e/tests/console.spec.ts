import { expect, test } from '@playwright/test';

import { collectPageProblems, readCspViolations, recordCspViolations } from '../support/console';

const paths = [
  { path: '/' },
  { path: '/auth' },
  { path: '/browse' },
  // An unknown path, profile and prompt: a 404 answer is expected, and the browser logs it.
  { path: '/no-such-page', notFound: true },
  { path: '/u/someone', notFound: true },
  { path: '/snippets/1/a-prompt', notFound: true },
];

const notFoundResource = /Failed to load resource: the server responded with a status of 404/;

test('pages load without console errors or Content-Security-Policy violations', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await recordCspViolations(page);

  for (const { path, notFound = false } of paths) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], 'the server sends its CSP').toContain(
      "script-src 'self'",
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await readCspViolations(page), `CSP violations on ${path}`).toEqual([]);
    const unexpected = problems.filter((p) => !(notFound && notFoundResource.test(p)));
    expect(unexpected, `console problems on ${path}`).toEqual([]);
    problems.length = 0;
  }
});
