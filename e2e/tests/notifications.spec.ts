import { randomUUID } from 'node:crypto';

import { expect, test, type Browser } from '@playwright/test';

import { personAt } from '../support/accounts';
import { axeViolations, createPromptThroughApi, promptCard } from '../support/library';
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
