import { randomUUID } from 'node:crypto';

import { expect, test, type Page } from '@playwright/test';

import { createVerifiedAccount, signInAsNewMember, type Client } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { collectPageProblems } from '../support/console';
import { axeViolations, choose, promptCard } from '../support/library';
import { invitationLink, joinAs, newPerson } from '../support/workspaces';
import { expectToast } from '../support/toast';

// Workspaces in the browser: create one, invite by mail, accept as a second person, change a
// role, what a viewer does not see, and switching, on a wide screen and a phone.

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

/** A workspace made through the API by the signed-in `owner`; returns its slug. */
async function workspaceThroughApi(owner: Page, name: string): Promise<string> {
  const slug = `lib-${randomUUID().slice(0, 8)}`;
  const response = await owner.request.post('/api/workspaces', { data: { name, slug } });
  expect(response.status(), await response.text()).toBe(201);
  return slug;
}

async function usernameOf(client: Client): Promise<string> {
  const request = 'request' in client ? client.request : client;
  return ((await (await request.get('/api/profile')).json()) as { username: string }).username;
}

/** The id of the prompt a card links to. */
async function idOfCard(page: Page, title: string): Promise<string> {
  const href = await promptCard(page, title)
    .getByRole('link', { name: title })
    .getAttribute('href');
  return /\/snippets\/(\d+)/.exec(href ?? '')![1]!;
}

/** Creates a workspace from the dialog, however it was opened; returns its slug. */
async function createInDialog(page: Page, name: string): Promise<string> {
  const slug = `team-${randomUUID().slice(0, 8)}`;
  const dialog = page.getByRole('dialog', { name: 'New Workspace' });
  await dialog.getByRole('button', { name: 'Create Workspace' }).click();
  await expect(dialog.getByText('Please enter a name for the workspace')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Slug').fill('api');
  await dialog.getByRole('button', { name: 'Create Workspace' }).click();
  await expect(dialog.getByText('This slug is reserved; please choose another')).toBeVisible();
  await dialog.getByLabel('Slug').fill(slug);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create Workspace' }).click();
  await expect(page).toHaveURL(`/w/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return slug;
}

test('an owner invites by mail, the invited person accepts, roles limit what each sees', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = collectPageProblems(page);
  await signInAsNewMember(page, 'Ada');
  const bob = await createVerifiedAccount(page.request, 'Bob');

  // Create from the switcher.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /switch workspace/ }).click();
  await page.getByRole('menuitem', { name: 'New workspace' }).click();
  const slug = await createInDialog(page, 'Team Alpha');
  await expect(page.getByText('Your role:')).toContainText('Owner');
  expect(await axeViolations(page)).toEqual([]);

  // Invite Bob as an editor.
  await page.getByRole('link', { name: 'Members' }).click();
  await page.getByRole('button', { name: 'Invite Member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a Member' });
  await invite.getByLabel('Email').fill(bob.email);
  await invite.getByLabel('Role').selectOption('editor');
  expect(await axeViolations(page)).toEqual([]);
  const sentAt = Date.now();
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expectToast(page, 'Invitation sent');
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect(pending.getByRole('row', { name: new RegExp(bob.email) })).toContainText('Editor');
  expect(await axeViolations(page)).toEqual([]);

  // Bob opens the mailed link signed out, signs in, comes back and accepts.
  const link = await invitationLink(bob, sentAt);
  const bobPage = await newPerson(browser, 1280);
  await bobPage.goto(link);
  await expect(bobPage.getByText('Ada invites you to join Team Alpha as Editor.')).toBeVisible();
  expect(await axeViolations(bobPage)).toEqual([]);
  await bobPage.getByRole('link', { name: 'Sign In to Accept' }).click();
  await bobPage.getByLabel('Email').fill(bob.email);
  await bobPage.getByLabel('Password').fill(bob.password);
  await bobPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(bobPage).toHaveURL(new URL(link).pathname);
  await bobPage.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(bobPage).toHaveURL(`/w/${slug}`);
  await expectToast(bobPage, 'Welcome to Team Alpha');
  await expect(bobPage.getByText('Your role:')).toContainText('Editor');
  await expect(bobPage.getByRole('link', { name: 'Settings' })).toHaveCount(0);

  // The link is single use.
  await bobPage.goto(link);
  await expect(bobPage.getByText('This invitation has already been used.')).toBeVisible();

  // Ada sees Bob and makes him a viewer.
  await page.reload();
  const roleOfBob = page.getByLabel('Role of Bob');
  await expect(roleOfBob).toHaveValue('editor');
  await roleOfBob.selectOption('viewer');
  await expectToast(page, 'Role changed', { description: 'Bob is now Viewer.' });
  await expect(pending).toHaveCount(0);

  // A viewer sees the members but no admin controls, and not the admin pages.
  await bobPage.goto(`/w/${slug}/members`);
  const members = bobPage.getByRole('table', { name: 'Members of the workspace' });
  await expect(members.getByRole('row', { name: /Ada/ })).toContainText('Owner');
  await expect(members.getByRole('row', { name: /Bob/ })).toContainText('Viewer');
  await expect(bobPage.getByRole('combobox')).toHaveCount(0);
  await expect(bobPage.getByRole('button', { name: 'Invite Member' })).toHaveCount(0);
  await expect(bobPage.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(bobPage.getByRole('button', { name: 'Leave' })).toBeVisible();
  await expect(bobPage.getByRole('link', { name: 'Activity' })).toHaveCount(0);
  expect(await axeViolations(bobPage)).toEqual([]);
  await bobPage.goto(`/w/${slug}/settings`);
  await expect(bobPage.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

  // The owner reads what happened, newest first.
  await page.getByRole('link', { name: 'Activity' }).click();
  const events = page.getByRole('list', { name: 'Activity' }).getByRole('listitem');
  await expect(events.first()).toContainText(/Ada changed the role of @\S+ from Editor to Viewer/);
  await expect(events).toHaveCount(4);
  await expect(events.last()).toContainText('Ada created the workspace “Team Alpha”');
  expect(await axeViolations(page)).toEqual([]);

  // Switching: Personal, then back to the workspace.
  await page.getByRole('button', { name: /switch workspace/ }).click();
  await page.getByRole('menuitem', { name: 'Personal' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: /switch workspace/ }).click();
  await page.getByRole('menuitem', { name: 'Team Alpha' }).click();
  await expect(page).toHaveURL(`/w/${slug}`);

  expect(problems).toEqual([]);

  // Someone who is not a member, and a slug nobody holds: not found.
  const stranger = await newPerson(browser, 1280);
  await signInAsNewMember(stranger, 'Eve');
  await stranger.goto(`/w/${slug}`);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.goto(`/w/no-such-${randomUUID().slice(0, 8)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('on a phone: the menu switches and creates; a revoked or misaddressed link says so', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewMember(page, 'Ada');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'New workspace' }).click();
  const slug = await createInDialog(page, 'Phone Team');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile.getByRole('link', { name: 'Phone Team' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await mobile.getByRole('link', { name: 'Personal' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await mobile.getByRole('link', { name: 'Phone Team' }).click();
  await expect(page).toHaveURL(`/w/${slug}`);

  // Two invitations: one revoked, one opened by someone else.
  const carol = await createVerifiedAccount(page.request, 'Carol');
  const dan = await createVerifiedAccount(page.request, 'Dan');
  await page.getByRole('link', { name: 'Members' }).click();
  const links: string[] = [];
  for (const person of [carol, dan]) {
    const since = Date.now();
    await page.getByRole('button', { name: 'Invite Member' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a Member' });
    await invite.getByLabel('Email').fill(person.email);
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(invite).toBeHidden();
    links.push(await invitationLink(person, since));
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Revoke the invitation of ${carol.email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expectToast(page, 'Invitation revoked');

  await page.goto(links[0]!);
  await expect(page.getByText('This invitation was withdrawn.')).toBeVisible();
  await page.goto(links[1]!);
  await expect(page.getByText('Ada invites you to join Phone Team as Viewer.')).toBeVisible();
  await page.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(
    page.getByText(
      'This invitation was sent to another email address. Sign in with that address to accept it.',
    ),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Dan, on his own phone, accepts it.
  const danPage = await newPerson(browser, 390);
  await danPage.request.post('/api/auth/login', {
    data: { email: dan.email, password: dan.password },
  });
  await danPage.goto(links[1]!);
  await danPage.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(danPage).toHaveURL(`/w/${slug}`);
});

test('an owner renames the workspace, its old address follows, and deleting asks for the slug', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsNewMember(page, 'Ada');
  const before = `old-${randomUUID().slice(0, 8)}`;
  const after = `new-${randomUUID().slice(0, 8)}`;
  const created = await page.request.post('/api/workspaces', {
    data: { name: 'Old Name', slug: before },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/w/${before}/settings`);
  await page.getByRole('textbox', { name: 'Name' }).fill('New Name');
  await page.getByRole('textbox', { name: 'Slug' }).fill(after);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Workspace saved');
  await expect(page).toHaveURL(`/w/${after}/settings`);
  await page.goto(`/w/${before}/members`);
  await expect(page).toHaveURL(`/w/${after}/members`);
  await expect(page.getByText('Who shares New Name, and with which role.')).toBeVisible();

  await page.goto(`/w/${after}/settings`);
  await page.getByRole('button', { name: 'Delete Workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete New Name?' });
  await dialog.getByLabel(`Type ${after} to confirm`).fill(before);
  await dialog.getByRole('button', { name: 'Delete Workspace' }).click();
  await expect(dialog.getByText(`Type ${after} to confirm.`)).toBeVisible();
  // Measured at rest: the kit's destructive button is lighter under the pointer.
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel(`Type ${after} to confirm`).fill(after);
  await dialog.getByRole('button', { name: 'Delete Workspace' }).click();
  await expectToast(page, 'Workspace deleted');
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: /switch workspace/ }).click();
  await expect(page.getByRole('menuitem', { name: 'New Name' })).toHaveCount(0);
});

test('the activity log comes 50 at a time, and Load More moves focus to the next event', async ({
  page,
}) => {
  await signInAsNewMember(page, 'Ada');
  const slug = `log-${randomUUID().slice(0, 8)}`;
  expect(
    (await page.request.post('/api/workspaces', { data: { name: 'Log', slug } })).status(),
  ).toBe(201);
  // 50 invitations and the creation: 51 events.
  for (let i = 0; i < 50; i++) {
    const response = await page.request.post(`/api/workspaces/${slug}/invitations`, {
      data: { email: `guest-${i}-${randomUUID().slice(0, 6)}@example.com`, role: 'viewer' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto(`/w/${slug}/activity`);
  const events = page.getByRole('list', { name: 'Activity' }).getByRole('listitem');
  await expect(events).toHaveCount(50);
  await expect(events.first()).toContainText('Ada invited guest-49-');
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(events).toHaveCount(51);
  await expect(events.last()).toContainText('Ada created the workspace “Log”');
  await expect(events.last()).toBeFocused();
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
});

test('a workspace library: Where and visibility, badges, filters, two editors, a viewer who reads', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = collectPageProblems(page);
  await signInAsNewMember(page, 'Ada');
  const slug = await workspaceThroughApi(page, 'Team Beta');
  const bob = await joinAs(browser, page, slug, 'Bob', 'editor');
  const carol = await joinAs(browser, page, slug, 'Carol', 'viewer');

  // From My Prompts, into the workspace: 'Where' offers it, and its visibilities follow.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Create New Prompt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Prompt' });
  const where = dialog.getByLabel('Where');
  await expect(where.locator('option:checked')).toHaveText('Personal');
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  await expect(dialog.getByRole('radio', { name: /^Public/ })).toBeChecked();
  await where.selectOption({ label: 'Team Beta' });
  await expect(dialog.getByRole('radio', { name: /^Private/ })).toHaveCount(0);
  const members = dialog.getByRole('radio', { name: /^Workspace/ });
  await expect(members).toBeChecked();
  await expect(dialog.getByText('Only members of Team Beta can see it.')).toBeVisible();
  await dialog.getByLabel('Title').fill('Onboarding checklist');
  await dialog.getByLabel('Prompt').fill('List the first steps for [role].');
  await choose(dialog, page, 'AI Tool', 'Claude');
  await choose(dialog, page, 'Purpose', 'Business');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create Prompt' }).click();
  await expectToast(page, 'Prompt created successfully');
  await expect(promptCard(page, 'Onboarding checklist')).toHaveCount(0);

  // On the workspace's page the create button starts there; this one is unlisted.
  await page.goto(`/w/${slug}`);
  await expect(promptCard(page, 'Onboarding checklist')).toBeVisible();
  await page.getByRole('button', { name: 'Create New Prompt' }).click();
  await expect(dialog.getByLabel('Where')).toHaveValue(slug);
  await dialog.getByRole('radio', { name: /^Unlisted/ }).check();
  await dialog.getByLabel('Title').fill('Release notes');
  await dialog.getByLabel('Prompt').fill('Summarise these changes for customers.');
  await choose(dialog, page, 'AI Tool', 'Claude');
  await choose(dialog, page, 'Purpose', 'Writing');
  await dialog.getByRole('button', { name: 'Create Prompt' }).click();
  await expectToast(page, 'Prompt created successfully');

  const onboarding = promptCard(page, 'Onboarding checklist');
  const notes = promptCard(page, 'Release notes');
  await expect(onboarding.getByText('Team Beta')).toBeVisible();
  await expect(onboarding.getByText('Workspace', { exact: true })).toBeVisible();
  await expect(notes.getByText('Unlisted', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: "The workspace's numbers" }).getByText('2', { exact: true }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The filters: visibility, then a search.
  await page.getByRole('button', { name: 'Unlisted', exact: true }).click();
  await expect(onboarding).toHaveCount(0);
  await expect(notes).toBeVisible();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search the prompts of Team Beta' }).fill('checklist');
  await expect(notes).toHaveCount(0);
  await expect(onboarding).toBeVisible();
  expect(problems).toEqual([]);

  // Bob, an editor, changes Ada's prompt from the card; Ada then changes it from its page.
  await bob.goto(`/w/${slug}`);
  await promptCard(bob, 'Onboarding checklist')
    .getByRole('button', { name: /^Edit prompt/ })
    .click();
  const bobDialog = bob.getByRole('dialog', { name: 'Edit Prompt' });
  await bobDialog.getByLabel('Prompt').fill('List the first steps for [role], week by week.');
  await bobDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(bob, 'Prompt updated successfully');

  const id = await idOfCard(page, 'Onboarding checklist');
  await page.goto(`/snippets/${id}`);
  await expect(page.getByText('Team Beta')).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Prompt' });
  await expect(edit.getByLabel('Prompt')).toHaveValue(
    'List the first steps for [role], week by week.',
  );
  await edit.getByLabel('Title').fill('Onboarding plan');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Prompt updated successfully');
  const versions = page
    .getByRole('region', { name: 'History' })
    .getByRole('list', { name: 'Versions, newest first' })
    .getByRole('listitem');
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText(`by @${await usernameOf(page)}`);
  await expect(versions.nth(1)).toContainText(`by @${await usernameOf(bob)}`);
  // An editor who did not write it may restore a version too; a viewer may not.
  await bob.goto(`/snippets/${id}`);
  await expect(bob.getByRole('button', { name: 'Restore version 1' })).toBeVisible();

  // Carol, a viewer, reads and copies, but is offered no create, edit or delete.
  await carol.goto(`/w/${slug}`);
  await expect(promptCard(carol, 'Onboarding plan')).toBeVisible();
  await expect(promptCard(carol, 'Release notes')).toBeVisible();
  await expect(carol.getByRole('button', { name: 'Create New Prompt' })).toHaveCount(0);
  await expect(carol.getByRole('button', { name: /^(Edit|Delete) prompt/ })).toHaveCount(0);
  await expect(
    promptCard(carol, 'Onboarding plan').getByRole('button', { name: /^Copy prompt/ }),
  ).toBeVisible();
  expect(await axeViolations(carol)).toEqual([]);
  await carol.goto(`/snippets/${id}`);
  await expect(carol.getByRole('button', { name: 'Clone' })).toBeVisible();
  await expect(carol.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(carol.getByRole('button', { name: /^Restore/ })).toHaveCount(0);
  // Were she to try anyway, the server refuses.
  const refused = await carol.request.patch(`/api/snippets/${id}`, { data: { title: 'Mine now' } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    message: 'Only editors, admins and owners of this workspace can do this.',
  });
  const created = await carol.request.post('/api/snippets', {
    data: { title: 'Sneaky', content: 'x', aiTool: 'Claude', purpose: 'coding', workspace: slug },
  });
  expect(created.status()).toBe(403);
});

test('on a phone: the menu opens the workspace, whose library creates and filters', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewMember(page, 'Ada');
  const slug = await workspaceThroughApi(page, 'Pocket Team');
  const made = await page.request.post('/api/snippets', {
    data: {
      title: 'Standup summary',
      content: 'Summarise [notes] in three lines.',
      aiTool: 'Claude',
      purpose: 'business',
      workspace: slug,
      visibility: 'public',
    },
  });
  expect(made.status(), await made.text()).toBe(201);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('link', { name: 'Pocket Team' })
    .click();
  await expect(page).toHaveURL(`/w/${slug}`);
  const standup = promptCard(page, 'Standup summary');
  await expect(standup.getByText('Pocket Team')).toBeVisible();
  await expect(standup.getByText('Workspace', { exact: true })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Create New Prompt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Prompt' });
  await expect(dialog.getByRole('radio', { name: /^Workspace/ })).toBeChecked();
  await dialog.getByLabel('Title').fill('Retro questions');
  await dialog.getByLabel('Prompt').fill('Ask five questions about the last sprint.');
  await choose(dialog, page, 'AI Tool', 'Claude');
  await choose(dialog, page, 'Purpose', 'Business');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create Prompt' }).click();
  await expectToast(page, 'Prompt created successfully');
  await expect(promptCard(page, 'Retro questions')).toBeVisible();

  await page.getByRole('button', { name: 'Public', exact: true }).click();
  await expect(promptCard(page, 'Retro questions')).toHaveCount(0);
  await expect(standup).toBeVisible();
});
