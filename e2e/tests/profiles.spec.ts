import { expect, type Page } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { collectPageProblems } from '../support/console';
import { recordTrpcInputs, test, uniqueWord, type Member } from '../support/discovery';
import { axeViolations, createPromptThroughApi, promptCard } from '../support/library';
import { expectToast, toasts } from '../support/toast';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

const CHARS_MESSAGE = 'Username can only contain letters, numbers, underscores, and hyphens.';
const TAKEN_MESSAGE = 'This username is already taken.';
const URL_MESSAGE = 'Please enter a full link starting with http:// or https://';

async function updateProfile(member: Member, fields: Record<string, string>): Promise<void> {
  const response = await member.request.put('/api/profile', { data: fields });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The line under the username that says checking / available / taken. */
function usernameStatus(page: Page) {
  return page.locator('p[role="status"][id$="-status"]');
}

test('a visitor sees the public profile: name, location, bio, links and only public prompts', async ({
  page,
  newMember,
}) => {
  const word = uniqueWord();
  const ada = await newMember('Ada');
  await updateProfile(ada, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    location: 'London, UK',
    bio: 'I write prompts for analytical engines.\nAnd poems.',
    githubUrl: 'https://github.com/ada',
    linkedinUrl: 'https://www.linkedin.com/in/ada',
    instagramUrl: 'https://instagram.com/ada',
    xUrl: 'https://x.com/ada',
  });
  await createPromptThroughApi(ada.request, {
    title: `${word} public notes`,
    content: 'Explain [concept] to a [audience].',
    aiTool: 'Claude',
    purpose: 'education',
  });
  await createPromptThroughApi(ada.request, {
    title: `${word} private notes`,
    content: 'Mine only.',
    aiTool: 'Claude',
    purpose: 'education',
    isPublic: false,
  });

  await page.goto(`/u/${ada.username}`);
  await expect(page).toHaveTitle('Ada Lovelace · Promptshelf');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Ada Lovelace');
  await expect(main.getByText(`@${ada.username}`, { exact: true })).toBeVisible();
  await expect(main.getByText('London, UK')).toBeVisible();
  await expect(main.getByText('I write prompts for analytical engines.')).toBeVisible();

  const links = page.getByRole('navigation', { name: 'Ada Lovelace elsewhere' }).getByRole('link');
  await expect(links).toHaveText([/^GitHub/, /^LinkedIn/, /^Instagram/, /^X/]);
  expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual([
    'https://github.com/ada',
    'https://www.linkedin.com/in/ada',
    'https://instagram.com/ada',
    'https://x.com/ada',
  ]);
  await expect(links.first()).toHaveAttribute('target', '_blank');

  await expect(main.getByRole('heading', { level: 2 })).toHaveText('Public prompts (1)');
  const prompts = page.getByRole('list', { name: 'Prompts by Ada Lovelace' }).getByRole('article');
  await expect(prompts.getByRole('heading')).toHaveText([`${word} public notes`]);
  await expect(page.getByText(`${word} private notes`)).toHaveCount(0);
  // A visitor gets no edit link, and the author's email is never shown.
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
  await expect(main).not.toContainText(ada.account.email);

  // The address finds the person in any case.
  await page.goto(`/u/${ada.username.toUpperCase()}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Ada Lovelace');
  await expect(promptCard(page, `${word} public notes`)).toBeVisible();
});

test('an unknown username says User "…" not found.', async ({ page }) => {
  const username = `nobody-${uniqueWord()}`;
  await page.goto(`/u/${username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`@${username}`);
  await expect(page.getByText(`User "${username}" not found.`, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Browse Prompts' }),
  ).toHaveAttribute('href', '/browse');
});

test('someone with only private prompts has none to show; on their own profile they get an edit link', async ({
  page,
}) => {
  const account = await signInAsNewMember(page, 'Grace');
  await createPromptThroughApi(page.request, {
    title: 'My drafts',
    content: 'Not ready yet.',
    aiTool: 'Gemini',
    purpose: 'writing',
    isPublic: false,
  });
  const { username } = (await (await page.request.get('/api/profile')).json()) as {
    username: string;
  };

  await page.goto(`/u/${username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grace Tester');
  await expect(page.getByText('No public prompts found for this user.')).toBeVisible();
  await expect(page.getByText('My drafts')).toHaveCount(0);
  // Their own email is not on their public page either.
  await expect(page.getByRole('main')).not.toContainText(account.email);

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
});

test('a member edits their profile, saves it, and the public profile shows the change', async ({
  page,
}) => {
  await signInAsNewMember(page, 'Ada');
  const problems = collectPageProblems(page);
  await page.goto('/profile');
  await expect(page).toHaveTitle('Edit Profile · Promptshelf');
  const username = page.getByLabel('Username', { exact: true });
  const oldName = await username.inputValue();
  expect(oldName).toMatch(/^ada-/);
  await expect(page.getByLabel('First name')).toHaveValue('Ada');

  const newName = `Ada_${uniqueWord(8)}`;
  await username.fill(newName);
  await expect(usernameStatus(page)).toHaveText('This username is available.');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Location').fill('London, UK');
  await page.getByLabel('Bio').fill('First programmer. Writes prompts for engines.');
  await expect(page.getByText('45 / 1,000')).toBeVisible();
  await page.getByLabel('GitHub').fill('https://github.com/ada');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, 'Profile updated!');

  // The form keeps the saved values after a reload.
  await page.reload();
  await expect(username).toHaveValue(newName);
  await expect(page.getByLabel('Location')).toHaveValue('London, UK');
  await expect(usernameStatus(page)).toHaveText('');

  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(page).toHaveURL(`/u/${newName}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Ada Lovelace');
  await expect(main.getByText(`@${newName}`, { exact: true })).toBeVisible();
  await expect(main.getByText('London, UK')).toBeVisible();
  await expect(main.getByText('First programmer. Writes prompts for engines.')).toBeVisible();
  await expect(main.getByRole('link', { name: /^GitHub/ })).toHaveAttribute(
    'href',
    'https://github.com/ada',
  );

  expect(problems).toEqual([]);

  // A link shared before the change still leads to the person (decision 110).
  await page.goto(`/u/${oldName}`);
  await expect(page).toHaveURL(`/u/${newName}`);
});

test('the profile form holds each field to its limits, with the rule as the message, and saves nothing until fixed', async ({
  page,
}) => {
  await signInAsNewMember(page, 'Ada');
  const checks = recordTrpcInputs(page, 'profiles.checkUsername', 'username');
  await page.goto('/profile');
  const username = page.getByLabel('Username', { exact: true });
  const oldName = await username.inputValue();
  const location = page.getByLabel('Location');
  const github = page.getByLabel('GitHub');
  const bio = page.getByLabel('Bio');
  const save = page.getByRole('button', { name: 'Save Profile' });

  // Not well-formed: nothing to ask the server, and Save says why.
  await username.fill('ada lovelace!');
  await page.waitForTimeout(800);
  await expect(usernameStatus(page)).toHaveText('');
  await save.click();
  await expect(username).toBeFocused();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription(new RegExp(CHARS_MESSAGE.replace('.', '\\.')));
  await expect(page.getByText(CHARS_MESSAGE)).toBeVisible();

  // After the first Save the messages follow each edit.
  await username.fill('a'.repeat(51));
  await expect(page.getByText('Username must be at most 50 characters.')).toBeVisible();
  await username.fill('');
  await expect(page.getByText('Username is required.')).toBeVisible();
  await username.fill(oldName);
  await expect(page.getByText(CHARS_MESSAGE)).toHaveCount(0);
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');

  await location.fill('x'.repeat(101));
  await expect(page.getByText('Location must be at most 100 characters.')).toBeVisible();
  await location.fill('x'.repeat(100));
  await expect(page.getByText('Location must be at most 100 characters.')).toHaveCount(0);

  for (const notHttp of ['github.com/ada', 'ftp://example.com/ada', 'javascript:alert(1)']) {
    await github.fill(notHttp);
    await expect(github, notHttp).toHaveAccessibleDescription(URL_MESSAGE);
  }
  // The message under GitHub does not push its neighbour's field out of line.
  const top = async (field: typeof github) => (await field.boundingBox())?.y;
  expect(await top(page.getByLabel('LinkedIn'))).toBe(await top(github));
  await github.fill(`https://example.com/${'a'.repeat(236)}`);
  await expect(github).toHaveAccessibleDescription('Links must be at most 255 characters.');
  await github.fill(`https://example.com/${'a'.repeat(235)}`);
  await expect(github).not.toHaveAttribute('aria-invalid', 'true');
  await github.fill('http://example.com/ada');
  await expect(github).not.toHaveAttribute('aria-invalid', 'true');

  await bio.fill('b'.repeat(1001));
  await expect(page.getByText('Bio must be at most 1,000 characters.')).toBeVisible();
  await expect(page.getByText('1,001 / 1,000')).toBeVisible();

  // Save is refused while a field breaks its rule: focus goes to it, nothing is stored.
  await save.click();
  await expect(bio).toBeFocused();
  await page.reload();
  await expect(location).toHaveValue('');
  await expect(github).toHaveValue('');

  await location.fill('x'.repeat(100));
  await bio.fill('b'.repeat(1000));
  await github.fill('http://example.com/ada');
  await save.click();
  await expectToast(page, 'Profile updated!');
  await page.reload();
  await expect(bio).toHaveValue('b'.repeat(1000));
  await expect(github).toHaveValue('http://example.com/ada');
  // The malformed and over-long names were never sent to the availability check.
  expect(checks).toEqual([]);
});

test('the live username check waits for a pause, then says available or taken (in any case); a taken name cannot be saved', async ({
  page,
  newMember,
}) => {
  const word = uniqueWord(8);
  const other = await newMember('Ben');
  const takenName = `Taken_${word}`;
  await updateProfile(other, { username: takenName });

  await signInAsNewMember(page, 'Ada');
  const checks = recordTrpcInputs(page, 'profiles.checkUsername', 'username');
  await page.goto('/profile');
  const username = page.getByLabel('Username', { exact: true });
  const mine = await username.inputValue();
  const status = usernameStatus(page);

  // Unchanged: nothing to check.
  await username.fill(`${mine}x`);
  await username.fill(mine);
  await page.waitForTimeout(800);
  await expect(status).toHaveText('');

  // The same name in other letters' case is still someone else's. The check's answer is held
  // until the waiting state has been seen, which a busy machine could otherwise skip past.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const isCheck = (url: URL) => url.pathname.includes('profiles.checkUsername');
  await page.route(isCheck, async (route) => {
    await answered;
    await route.continue();
  });
  const typed = takenName.toLowerCase();
  await username.fill('');
  await username.pressSequentially(typed, { delay: 40 });
  await expect(status).toHaveText('Checking availability...');
  answer();
  await expect(status).toHaveText(TAKEN_MESSAGE);
  await page.unroute(isCheck);
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription(new RegExp(TAKEN_MESSAGE.replace('.', '\\.')));
  // One check after the typing stopped (one letter per check would be 14 of them).
  expect(checks.at(-1)).toBe(typed);
  expect(checks.length, `checks sent: ${checks.join(', ')}`).toBeLessThanOrEqual(2);

  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(username).toBeFocused();
  await page.waitForTimeout(500);
  await expect(toasts(page)).toHaveCount(0);
  await page.reload();
  await expect(username).toHaveValue(mine);

  // A free name: available, and saved.
  const free = `free-${word}`;
  await username.fill(free);
  await expect(status).toHaveText('This username is available.');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, 'Profile updated!');
  await expect(status).toHaveText('');
});

test('a name taken after the check said available is refused by the server with the same message', async ({
  page,
  newMember,
}) => {
  const word = uniqueWord(8);
  await signInAsNewMember(page, 'Ada');
  await page.goto('/profile');
  const username = page.getByLabel('Username', { exact: true });
  const mine = await username.inputValue();
  const wanted = `wanted-${word}`;
  await username.fill(wanted);
  await expect(usernameStatus(page)).toHaveText('This username is available.');

  // Meanwhile someone else takes it.
  const other = await newMember('Ben');
  await updateProfile(other, { username: wanted.toUpperCase() });

  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, 'Profile update failed', {
    description: TAKEN_MESSAGE,
    variant: 'destructive',
  });
  await expect(username).toBeFocused();
  await expect(username).toHaveAccessibleDescription(new RegExp(TAKEN_MESSAGE.replace('.', '\\.')));
  await page.reload();
  await expect(username).toHaveValue(mine);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the public profile and the profile form have no WCAG 2 A/AA violations (${colorScheme})`, async ({
    page,
    newMember,
  }) => {
    await page.emulateMedia({ colorScheme });
    const word = uniqueWord(8);
    const other = await newMember('Ben');
    await updateProfile(other, {
      username: `Taken_${word}`,
      location: 'Lisbon',
      bio: 'Prompts for product people.',
      githubUrl: 'https://github.com/ben',
      xUrl: 'https://x.com/ben',
    });
    await createPromptThroughApi(other.request, {
      title: `${word} product brief`,
      content: 'Write a product brief for [feature].',
      aiTool: 'ChatGPT/GPT4',
      purpose: 'business',
    });

    await page.goto(`/u/Taken_${word}`);
    await expect(promptCard(page, `${word} product brief`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/u/nobody-${word}`);
    await expect(page.getByText(`User "nobody-${word}" not found.`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await signInAsNewMember(page, 'Ada');
    await page.goto('/profile');
    const username = page.getByLabel('Username', { exact: true });
    await expect(username).not.toHaveValue('');
    expect(await axeViolations(page)).toEqual([]);

    await username.fill(`taken_${word}`);
    await expect(usernameStatus(page)).toHaveText(TAKEN_MESSAGE);
    expect(await axeViolations(page)).toEqual([]);

    await username.fill('not ok!');
    await page.getByLabel('GitHub').fill('github.com/ada');
    await page.getByLabel('Bio').fill('b'.repeat(1001));
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText(CHARS_MESSAGE)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a reserved username (the site’s own words and paths) reads as taken and is never saved', async ({
  page,
}) => {
  await signInAsNewMember(page, 'Ada');
  await page.goto('/profile');
  const username = page.getByLabel('Username', { exact: true });
  const mine = await username.inputValue();
  for (const name of ['Settings', 'admin']) {
    await username.fill(name);
    await expect(usernameStatus(page)).toHaveText(TAKEN_MESSAGE);
  }
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(username).toBeFocused();
  await page.reload();
  await expect(username).toHaveValue(mine);
});
