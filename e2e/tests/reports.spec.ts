import { expect, test, type Locator, type Page } from '@playwright/test';

import { personAt } from '../support/accounts';
import { axeViolations, createPromptThroughApi } from '../support/library';
import { E2E_SUPERADMIN } from '../support/seed-admin';

// A member reports a prompt, a superadmin unpublishes it, its author sees why and asks for a
// review, the superadmin approves it (decision 236); at a desktop and a phone width.

async function signInSuperadmin(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: E2E_SUPERADMIN });
  expect(res.ok()).toBe(true);
}

/** In an open report dialog: Spam, a note, axe, send; the thanks, then Done. */
async function sendSpamReport(page: Page, dialog: Locator, note: string) {
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByLabel('Note (optional)').fill(note);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('dialog')).toContainText('Thanks, we will look at it.');
  await page.getByRole('button', { name: 'Done' }).click();
}

for (const width of [1280, 390]) {
  test(`report, then a superadmin resolves; the author and the reporter see the outcome (${width} px)`, async ({
    browser,
  }) => {
    const authorPage = await personAt(browser, width, 'Author');
    const title = `Cheap watches ${width} ${Date.now()}`;
    const prompt = await createPromptThroughApi(authorPage.request, {
      title,
      content: 'Buy [brand] watches at half price',
      aiTool: 'Claude',
      purpose: 'business',
    });
    const address = `/snippets/${prompt.id}`;

    // The reporter: More actions, Report prompt, a reason and a note.
    const reporterPage = await personAt(browser, width, 'Reporter');
    await reporterPage.goto(address);
    await expect(reporterPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await reporterPage.getByRole('button', { name: 'More actions' }).click();
    await reporterPage.getByRole('menuitem', { name: 'Report prompt' }).click();
    const dialog = reporterPage.getByRole('dialog', { name: 'Report this prompt' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose a reason.');
    await sendSpamReport(reporterPage, dialog, 'Advertises a shop');

    // The superadmin: the report in place, unpublished with a reason.
    const adminPage = await personAt(browser, width);
    await signInSuperadmin(adminPage);
    await adminPage.goto('/superadmin');
    await adminPage
      .getByRole('navigation', { name: 'Superadmin' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const entry = adminPage.getByRole('listitem').filter({
      has: adminPage.getByRole('heading', { name: `Prompt: ${title}` }),
    });
    await expect(entry).toContainText('1 report');
    await expect(entry).toContainText('Buy [brand] watches at half price');
    await expect(entry).toContainText('Advertises a shop');
    expect(await axeViolations(adminPage)).toEqual([]);
    await entry.getByRole('button', { name: 'Unpublish' }).click();
    const confirm = adminPage.getByRole('alertdialog', { name: 'Unpublish?' });
    await confirm.getByLabel('Reason for the author (optional)').fill('Advertising');
    await confirm.getByRole('button', { name: 'Unpublish' }).click();
    await expect(confirm).toBeHidden();
    await expect(entry).toHaveCount(0);

    // The reporter: the prompt is no longer there for them.
    await reporterPage.goto(address);
    await expect(reporterPage.getByRole('heading', { name: title })).toHaveCount(0);

    // The author: why, and a review instead of 'Make Public'.
    await authorPage.goto(address);
    const notice = authorPage.getByRole('region', { name: 'Unpublished by moderation' });
    await expect(notice).toContainText('Reason: Advertising.');
    await expect(authorPage.getByRole('button', { name: 'Make Public' })).toHaveCount(0);
    expect(await axeViolations(authorPage)).toEqual([]);
    await notice.getByRole('button', { name: 'Ask for review' }).click();
    await expect(notice.getByRole('status')).toHaveText('Review requested');

    // The superadmin approves; the prompt is public again for everyone.
    await adminPage.reload();
    const request = adminPage
      .getByRole('list', { name: 'Review requests' })
      .getByRole('listitem')
      .filter({ has: adminPage.getByRole('heading', { name: title }) });
    await request.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(request).toHaveCount(0);
    await reporterPage.goto(address);
    await expect(reporterPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
}

for (const width of [1280, 390]) {
  test(`a member reports a comment, a superadmin deletes it; the reporter is told (${width} px)`, async ({
    browser,
  }) => {
    const authorPage = await personAt(browser, width, 'Author');
    const title = `Watch care ${width} ${Date.now()}`;
    const prompt = await createPromptThroughApi(authorPage.request, {
      title,
      content: 'How do I care for a [brand] watch?',
      aiTool: 'Claude',
      purpose: 'business',
    });
    const commenterPage = await personAt(browser, width, 'Spammer');
    const posted = await commenterPage.request.post(`/api/snippets/${prompt.id}/comments`, {
      data: { body: 'Cheap pills, visit my shop' },
    });
    expect(posted.status(), await posted.text()).toBe(201);

    // The reporter: Report under the comment, a reason and a note.
    const reporterPage = await personAt(browser, width, 'Reporter');
    await reporterPage.goto(`/snippets/${prompt.id}`);
    await expect(reporterPage.getByRole('heading', { name: /^Comments/ })).toBeAttached();
    await reporterPage.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const comment = reporterPage.getByRole('article', { name: 'Comment by Spammer Tester' });
    await comment.getByRole('button', { name: 'Report' }).click();
    const dialog = reporterPage.getByRole('dialog', { name: 'Report this comment' });
    await sendSpamReport(reporterPage, dialog, 'Sells pills');

    // The superadmin: the comment in place, with its prompt and the report; deleted.
    const adminPage = await personAt(browser, width);
    await signInSuperadmin(adminPage);
    await adminPage.goto('/superadmin/reports');
    const entry = adminPage.getByRole('listitem').filter({
      has: adminPage.getByRole('heading', { name: `Comment on: ${title}` }),
    });
    await expect(entry).toContainText('1 report');
    await expect(entry).toContainText('Cheap pills, visit my shop');
    await expect(entry).toContainText('Sells pills');
    await expect(entry.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);
    expect(await axeViolations(adminPage)).toEqual([]);
    await entry.getByRole('button', { name: 'Delete' }).click();
    const confirm = adminPage.getByRole('alertdialog', { name: 'Delete it?' });
    await confirm.getByLabel('Reason for the author (optional)').fill('Advertising');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(entry).toHaveCount(0);

    // The reporter hears the outcome from the bell; the comment is gone from the page.
    await reporterPage.goto('/notifications');
    const told = reporterPage.getByRole('list', { name: 'Notifications' });
    await expect(
      told.getByText('Your report about a comment was reviewed: it was deleted'),
    ).toBeVisible();
    expect(await axeViolations(reporterPage)).toEqual([]);
    await reporterPage.goto(`/snippets/${prompt.id}`);
    await reporterPage.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(reporterPage.getByText('No comments yet.')).toBeVisible();

    // Its writer is told why.
    await commenterPage.goto('/notifications');
    await expect(
      commenterPage
        .getByRole('list', { name: 'Notifications' })
        .getByText(`A moderator deleted your comment on “${title}”. Reason: Advertising`),
    ).toBeVisible();
  });
}
