import { expect } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { browseCards, test, uniqueWord } from '../support/discovery';
import { axeViolations, choose, createPromptThroughApi, promptCard } from '../support/library';
import { expectToast } from '../support/toast';

// Tags: a member tags a prompt in the form (with the autocomplete of public tags), sees
// the tags as chips, follows one to Browse filtered by it, and removes the filter.

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

test('tag a prompt with the autocomplete, follow a tag chip, remove the filter', async ({
  page,
  newMember,
}) => {
  // Another member's public prompt gives the autocomplete a tag to offer.
  const tag = uniqueWord(10);
  const other = await newMember('Grace');
  await createPromptThroughApi(other.request, {
    title: `Grace's ${tag} opener`,
    content: 'Open a cold email to [name].',
    aiTool: 'Claude',
    purpose: 'marketing',
    tags: [tag],
  });

  await signInAsNewMember(page, 'Ada');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Create Your First Prompt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Prompt' });
  await dialog.getByLabel('Title').fill('Ada outreach opener');
  await dialog.getByLabel('Prompt').fill('Write an opener for [company].');
  await choose(dialog, page, 'AI Tool', 'Claude');
  await choose(dialog, page, 'Purpose', 'Marketing');

  // Typed text is added in its stored form with Enter.
  const tags = dialog.getByRole('combobox', { name: 'Tags' });
  await tags.fill('Cold Email');
  await tags.press('Enter');
  const chosen = dialog.getByRole('list', { name: 'Tags of this prompt' });
  await expect(chosen.getByRole('listitem')).toHaveText(['#cold-email']);
  await expect(tags).toHaveValue('');

  // A few letters suggest the public tag; arrow down and Enter pick it.
  await tags.pressSequentially(tag.slice(0, 4).toUpperCase());
  const suggestion = dialog.getByRole('option', { name: new RegExp(`#${tag}`) });
  await expect(suggestion).toBeVisible();
  await expect(tags).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await tags.press('ArrowDown');
  await expect(suggestion).toHaveAttribute('aria-selected', 'true');
  await tags.press('Enter');
  await expect(chosen.getByRole('listitem')).toHaveText(['#cold-email', `#${tag}`]);

  // Backspace in the empty field takes the last one off; a bad tag is explained.
  await tags.press('Backspace');
  await expect(chosen.getByRole('listitem')).toHaveText(['#cold-email']);
  await tags.fill('c++');
  await tags.press('Enter');
  await expect(dialog.getByText('Tag "c++" may only contain letters a–z')).toBeVisible();
  await tags.fill(`${tag},`);
  await expect(chosen.getByRole('listitem')).toHaveText(['#cold-email', `#${tag}`]);
  await chosen.getByRole('button', { name: 'Remove tag cold-email' }).click();
  await expect(chosen.getByRole('listitem')).toHaveText([`#${tag}`]);

  // A tag typed but not added with Enter is kept when the form is sent.
  await tags.fill('Follow Up');
  await dialog.getByRole('button', { name: 'Create Prompt' }).click();
  await expectToast(page, 'Prompt created successfully');
  await expect(dialog).toBeHidden();

  // On My Prompts the card's tag filters My Prompts.
  const card = promptCard(page, 'Ada outreach opener');
  await expect(card.getByRole('link', { name: 'Tag: follow-up' })).toBeVisible();
  await card.getByRole('link', { name: `Tag: ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?tag=${tag}$`));
  await expect(
    page.getByRole('list', { name: 'Active tag filters' }).getByRole('listitem'),
  ).toHaveText([`#${tag}`]);
  await expect(page.getByRole('region', { name: 'My prompts' }).getByRole('article')).toHaveCount(
    1,
  );

  // The prompt page shows the tag as a link to Browse filtered by it.
  await card.getByRole('link', { name: 'Ada outreach opener' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ada outreach opener' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Tags' })
    .getByRole('link', { name: `Tag: ${tag}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/browse\\?tag=${tag}$`));
  await expect(browseCards(page)).toHaveCount(2);
  await expect(promptCard(page, `Grace's ${tag} opener`)).toBeVisible();
  // Every card there shows the tag too, as a link to the same filter.
  await expect(
    promptCard(page, `Grace's ${tag} opener`).getByRole('link', { name: `Tag: ${tag}` }),
  ).toHaveAttribute('href', `/browse?tag=${tag}`);
  const active = page.getByRole('list', { name: 'Active tag filters' });
  await expect(active.getByRole('listitem')).toHaveText([`#${tag}`]);
  expect(await axeViolations(page)).toEqual([]);

  // Removing the active tag shows every prompt again.
  await page.getByRole('button', { name: `Remove tag ${tag}` }).click();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(active).toBeHidden();
});
