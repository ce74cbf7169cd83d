import { randomUUID } from 'node:crypto';

import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

import { acceptCookiesUpFront } from './consent';
import { linkIn, mailSubjects, waitForMail } from './mail';

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Details for an account nobody has registered yet (one address per test keeps mail apart). */
export function newAccount(firstName = 'Ada'): Account {
  return {
    firstName,
    lastName: 'Tester',
    email: `${firstName.toLowerCase()}-${randomUUID().slice(0, 12)}@example.com`,
    password: `pw-${randomUUID().slice(0, 8)}`,
  };
}

/** Registers through the public API, as the form does; the account is not verified yet. */
export async function registerAccount(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status(), await response.text()).toBe(201);
}

/** The verification link from the account's inbox. */
export async function verificationLink(account: Account): Promise<string> {
  const mail = await waitForMail(account.email, { subject: mailSubjects.verification });
  return linkIn(mail, '/api/auth/verify-email');
}

/**
 * Who makes the requests: a page (its request context shares the browser's cookies) or a
 * bare API context, for a member who only acts through the API (e.g. someone who likes).
 */
export type Client = Page | APIRequestContext;

function requestOf(client: Client): APIRequestContext {
  return 'request' in client ? client.request : client;
}

/** A real, verified account: registered through the API, its mailed link opened, nobody signed in. */
export async function createVerifiedAccount(client: Client, firstName?: string): Promise<Account> {
  const request = requestOf(client);
  const account = newAccount(firstName);
  await registerAccount(request, account);
  const response = await request.get(await verificationLink(account), { maxRedirects: 0 });
  expect(response.headers().location).toBe('/auth?verification=success');
  return account;
}

/** Signs the client in through the API (a page's browser context shares the session cookie). */
export async function signInThroughApi(client: Client, account: Account): Promise<void> {
  const response = await requestOf(client).post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A verified account, signed in: for tests about what members see. */
export async function signInAsNewMember(client: Client, firstName?: string): Promise<Account> {
  const account = await createVerifiedAccount(client, firstName);
  await signInThroughApi(client, account);
  return account;
}

/**
 * Another person at a browser of their own (the cookie banner already accepted), `width` px
 * wide; signed in as a new member when `firstName` is given. Close it with
 * `page.context().close()`.
 */
export async function personAt(browser: Browser, width = 1280, firstName?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await acceptCookiesUpFront(context);
  const page = await context.newPage();
  if (firstName) await signInAsNewMember(page, firstName);
  return page;
}

/** A working password reset link (path and query) for a new verified account, as mailed. */
export async function freshResetLink(client: Client): Promise<string> {
  const account = await createVerifiedAccount(client, 'Resetter');
  const since = Date.now();
  const sent = await requestOf(client).post('/api/auth/forgot-password', {
    data: { email: account.email },
  });
  expect(sent.ok()).toBe(true);
  const mail = await waitForMail(account.email, { subject: mailSubjects.passwordReset, since });
  const link = new URL(linkIn(mail, '/reset-password'));
  return `${link.pathname}${link.search}`;
}
