import { randomUUID } from 'node:crypto';

import { expect, test, type Browser } from '@playwright/test';

import { personAt, signInAsNewMember } from '../support/accounts';
import { axeViolations, createPromptThroughApi, promptCard } from '../support/library';
import { linkIn, waitForMail } from '../support/mail';
import { expectToast } from '../support/toast';

// Follows, the Following tab and the bell (docs/decisions/239-241): one member follows another
// from their profile, sees their public prompt under Browse's Following tab; the followed
// member's bell counts the new follower, /notifications lists it, and Mark All as Read clears it.

/** A signed-in member in a browser of their own, with a username of their choosing. */
async function member(browser: Browser, firstName: string, width: number) {
  const page = await personAt(browser, width, firstName);
  const username = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}`;
  const res = await page.request.put('/api/profile', { data: { username } });
  expect(res.status(), await res.text()).toBe(200);
  return { page, username, close: () => page.context().close() };
}

for (const width of [1280, 390]) {
  test(`following a member, their prompts under Following, and the bell at ${width} px`, async ({
    browser,
  }) => {
    const ada = await member(browser, 'Ada', width);
    const bob = await member(browser, 'Bob', width);
    const title = `Ada's prompt ${randomUUID().slice(0, 6)}`;
    await createPromptThroughApi(ada.page.request, {
      title,
      content: 'Summarise this text in three bullet points.',
      aiTool: 'Claude',
      purpose: 'education',
    });

    await bob.page.goto(`/u/${ada.username}`);
    const profile = bob.page.getByRole('region', { name: 'Ada Tester' });
    await expect(profile.getByText('0 followers')).toBeVisible();
    await profile.getByRole('button', { name: 'Follow' }).click();
    await expect(profile.getByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(profile.getByText('1 follower', { exact: true })).toBeVisible();
    expect(await axeViolations(bob.page)).toEqual([]);

    await bob.page.goto('/browse');
    await bob.page.getByRole('link', { name: 'Following' }).click();
    await expect(bob.page).toHaveURL(/\/browse\?tab=following$/);
    await expect(promptCard(bob.page, title)).toBeVisible();
    expect(await axeViolations(bob.page)).toEqual([]);

    // The bell asks again when the tab regains focus; a fresh page load asks at once.
    await ada.page.goto('/dashboard');
    const bell = ada.page.getByRole('link', { name: 'Notifications: 1 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(ada.page).toHaveURL(/\/notifications$/);
    const list = ada.page.getByRole('list', { name: 'Notifications' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('link', { name: 'Bob started following you' })).toBeVisible();
    expect(await axeViolations(ada.page)).toEqual([]);

    await ada.page.getByRole('button', { name: 'Mark All as Read' }).click();
    await expect(ada.page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(ada.page.getByRole('button', { name: 'Mark All as Read' })).toBeDisabled();

    await ada.page.getByRole('link', { name: 'Mail Settings' }).click();
    await expect(
      ada.page.getByRole('heading', { level: 1, name: 'Notification Settings' }),
    ).toBeVisible();
    await expect(ada.page.getByLabel('New followers')).toHaveValue('off');
    await ada.page.getByLabel('New followers').selectOption('digest');
    await expectToast(ada.page, 'Notification settings saved');
    await ada.page.reload();
    await expect(ada.page.getByLabel('New followers')).toHaveValue('digest');
    expect(await axeViolations(ada.page)).toEqual([]);

    await ada.close();
    await bob.close();
  });
}

test("a mail's unsubscribe link works without signing in; a changed one is refused", async ({
  browser,
}) => {
  const adaPage = await personAt(browser, 390);
  const ada = await signInAsNewMember(adaPage, 'Ada');
  const username = `ada-${randomUUID().slice(0, 8)}`;
  expect((await adaPage.request.put('/api/profile', { data: { username } })).status()).toBe(200);
  const chosen = await adaPage.request.put('/api/settings/notifications', {
    data: { mail: { follower: 'instant' } },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const bob = await member(browser, 'Bob', 390);
  expect((await bob.page.request.post(`/api/users/${username}/follow`)).ok()).toBe(true);
  const mail = await waitForMail(ada.email, { subject: 'started following you' });
  const link = new URL(linkIn(mail, '/unsubscribe'));

  // Opened on a phone where nobody is signed in: the link's own visit changes nothing.
  const reader = await personAt(browser, 390);
  const forged = new URLSearchParams(link.search);
  forged.set('token', 'forged');
  await reader.goto(`/unsubscribe?${forged}`);
  await reader.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(reader.getByRole('alert')).toHaveText(
    'This unsubscribe link is not valid. Change what we mail you in your settings.',
  );

  await reader.goto(`${link.pathname}${link.search}`);
  await expect(reader.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(reader.getByText('Stop this kind of mail from Promptshelf?')).toBeVisible();
  expect(await axeViolations(reader)).toEqual([]);
  const stillOn = await adaPage.request.get('/api/settings/notifications');
  expect((await stillOn.json()).mail.follower).toBe('instant');

  await reader.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(reader.getByRole('status')).toHaveText(
    'You will no longer get mail about: New followers.',
  );
  expect(await axeViolations(reader)).toEqual([]);
  const after = await adaPage.request.get('/api/settings/notifications');
  expect((await after.json()).mail.follower).toBe('off');
});
