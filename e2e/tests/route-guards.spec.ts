import { expect, test } from '@playwright/test';

const protectedPaths = [
  '/dashboard',
  '/favorites',
  '/profile',
  '/change-password',
  '/settings/tokens',
  '/superadmin',
  '/superadmin/users',
  '/superadmin/snippets',
];

for (const path of protectedPaths) {
  test(`a logged-out visitor who opens ${path} is sent to /auth, to come back after`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(path)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });
}

test('public screens stay open to visitors', async ({ page }) => {
  for (const [path, heading] of [
    ['/browse', 'Browse Prompts'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password', 'Reset Password'],
    ['/u/somebody', '@somebody'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
