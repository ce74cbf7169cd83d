import { expect, test, type Browser, type Page } from '@playwright/test';

import { signInAsNewMember, type Account } from './accounts';
import { acceptCookiesUpFront } from './consent';
import { linkIn, waitForMail } from './mail';

// A second person in a workspace: a browser of their own, the mailed invitation, and joining.

const INVITATION_SUBJECT = 'You are invited to a workspace';

export async function newPerson(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width, height: 900 },
  });
  await acceptCookiesUpFront(context);
  return context.newPage();
}

export async function invitationLink(account: Account, since: number): Promise<string> {
  return linkIn(
    await waitForMail(account.email, { subject: INVITATION_SUBJECT, since }),
    '/invite/',
  );
}

/** A new person, in a browser of their own, who joins `slug` with `role` through a mailed invitation. */
export async function joinAs(
  browser: Browser,
  owner: Page,
  slug: string,
  firstName: string,
  role: 'viewer' | 'editor',
): Promise<Page> {
  const page = await newPerson(browser, 1280);
  const account = await signInAsNewMember(page, firstName);
  const since = Date.now();
  const invited = await owner.request.post(`/api/workspaces/${slug}/invitations`, {
    data: { email: account.email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(await invitationLink(account, since)).pathname.split('/').pop()!;
  const accepted = await page.request.post(`/api/invitations/${token}/accept`);
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return page;
}
