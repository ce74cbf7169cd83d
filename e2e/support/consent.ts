import type { BrowserContext } from '@playwright/test';

export const COOKIE_CONSENT_KEY = 'promptshelf.cookie-consent';

/** For tests about something else: start with the cookie banner already accepted. */
export async function acceptCookiesUpFront(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    (key) => window.localStorage.setItem(key, 'accepted'),
    COOKIE_CONSENT_KEY,
  );
}
