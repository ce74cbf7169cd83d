import { expect, test, type Page } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { axeViolations, promptCard } from '../support/library';
import { expectToast, notificationsReady } from '../support/toast';

// A prompt's reference for apps, and a prompt that includes another (decisions 190, 191).

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

async function createNamed(page: Page, data: object) {
  const response = await page.request.post('/api/snippets', {
    data: { aiTool: 'Claude', purpose: 'writing', isPublic: true, ...data },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: number; ref: string; name: string };
}

test('a reader copies the reference, follows an include and fills its placeholder in the generator', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsNewMember(page, 'Lin');
  const signature = await createNamed(page, {
    title: 'Mail signature',
    name: 'mail/signature',
    content: 'Best regards, [sender]',
  });
  const outreach = await createNamed(page, {
    title: 'Outreach mail',
    content: `Hello [recipient],\nThanks for your time.\n{{> ${signature.ref}}}`,
  });
  expect(outreach.ref).toMatch(/^@[\w-]+\/outreach-mail$/);

  await page.goto(`/snippets/${outreach.id}/outreach-mail`);
  await expect(page.getByRole('heading', { level: 1, name: 'Outreach mail' })).toBeVisible();
  await expect(page.getByText(outreach.ref, { exact: true })).toBeVisible();

  // The copy button, from the keyboard, once the app has taken over the server's page.
  await page.waitForLoadState('networkidle');
  await notificationsReady(page);
  const copyReference = page.getByRole('button', { name: 'Copy reference' });
  await expect(copyReference).toBeEnabled({ timeout: 60_000 });
  await copyReference.focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Copied!', { description: 'The reference is on your clipboard.' });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(outreach.ref);

  // The include is a link to the included prompt.
  const include = page.getByRole('link', { name: `{{> ${signature.ref}}}` });
  await expect(include).toBeVisible({ timeout: 60_000 });
  expect(await axeViolations(page)).toEqual([]);

  // The generator fills the included prompt's placeholder too.
  const generate = page.getByRole('dialog', { name: 'Generate Prompt' });
  await expect(async () => {
    if (!(await generate.isVisible())) {
      await page.getByRole('button', { name: 'Generate' }).click();
    }
    await expect(generate).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await generate.getByLabel('recipient').fill('Sam');
  await generate.getByLabel('sender').fill('Lin');
  await expect(generate.getByRole('region', { name: 'Generated prompt' })).toHaveText(
    'Hello Sam,\nThanks for your time.\nBest regards, Lin',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(generate).toBeHidden();

  await include.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail signature' })).toBeVisible();
  await expect(page.getByText(signature.ref, { exact: true })).toBeVisible();
});

test("a card's generator fills the placeholders of the prompt it includes", async ({ page }) => {
  await signInAsNewMember(page, 'Ines');
  const greeting = await createNamed(page, { title: 'Greeting', content: 'Dear [client],' });
  // No placeholder of its own: the card offers Generate for the included one.
  await createNamed(page, {
    title: 'Renewal notice',
    content: `{{> ${greeting.ref}}}\nYour plan renews next week.`,
  });

  await page.goto('/dashboard');
  const card = promptCard(page, 'Renewal notice');
  const generate = page.getByRole('dialog', { name: 'Generate Prompt' });
  await expect(async () => {
    if (!(await generate.isVisible())) {
      await card.getByRole('button', { name: /^Generate from/ }).click();
    }
    await expect(generate).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await generate.getByLabel('client').fill('Ada');
  await expect(generate.getByRole('region', { name: 'Generated prompt' })).toHaveText(
    'Dear Ada,\nYour plan renews next week.',
  );
});

test('an author renames a prompt in the form; a taken name is refused with its message', async ({
  page,
}) => {
  await signInAsNewMember(page, 'Noor');
  await createNamed(page, { title: 'Daily standup', content: 'Summarise [notes].' });
  await createNamed(page, { title: 'Weekly review', content: 'Review [week].' });

  await page.goto('/dashboard');
  await promptCard(page, 'Weekly review').getByRole('button', { name: 'Edit prompt' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Prompt' });
  const name = edit.getByLabel('Name');
  await expect(name).toHaveValue('weekly-review');
  await expect(name).toHaveAccessibleDescription(/old name keeps working for 90 days/);
  await name.fill('daily-standup');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Failed to update prompt', {
    description: 'You already have a prompt with this name.',
    variant: 'destructive',
  });
  await name.fill('reviews/weekly');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Prompt updated successfully');
  await expect(edit).toBeHidden();
});
