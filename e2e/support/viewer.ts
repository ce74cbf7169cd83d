import type { Page } from '@playwright/test';

export interface FakeViewer {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  superadmin: boolean;
  username: string | null;
}

export const member: FakeViewer = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  superadmin: false,
  username: 'ada',
};

/**
 * Answers the current-user query (tRPC `auth.me`, batched, superjson) as if `viewer` were
 * signed in. For shell tests written before sign-in exists; flows that need a real session
 * should register and log in through the UI instead.
 */
export async function signInAs(page: Page, viewer: FakeViewer): Promise<void> {
  await page.route(/\/trpc\/auth\.me(\?|$)/, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify([{ result: { data: { json: viewer } } }]),
    }),
  );
}
