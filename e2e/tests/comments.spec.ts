import { expect, test, type Page } from '@playwright/test';

import { personAt } from '../support/accounts';
import { collectPageProblems } from '../support/console';
import { axeViolations, createPromptThroughApi } from '../support/library';
import { expectToast } from '../support/toast';

// Comments on a prompt's page (docs/decisions/230-comments.md), at a desktop's and a phone's
// width: comment, reply, edit, hide, delete, as the author, a commenter and a visitor.

const HOSTILE =
  '<script>alert(1)</script> [click](javascript:alert(1)) **bold** see https://example.com/docs and `npm test`';

function commentsOf(page: Page) {
  return page.getByRole('region', { name: /^Comments/ });
}

/** Scrolls to the page's end, where the comments load (their placeholder is then replaced). */
async function scrollToComments(page: Page) {
  await expect(page.getByRole('heading', { name: /^Comments/ })).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

async function openComments(page: Page, id: number) {
  await page.goto(`/snippets/${id}/tips`);
  await scrollToComments(page);
  const section = commentsOf(page);
  await expect(
    section.getByRole('article').or(section.getByText('No comments yet.')).first(),
  ).toBeVisible();
  return section;
}

for (const width of [1280, 390]) {
  test(`comment, reply, edit, hide and delete at ${width} px`, async ({ browser }) => {
    const author = await personAt(browser, width, 'Ada');
    const commenter = await personAt(browser, width, 'Bo');
    const visitor = await personAt(browser, width);
    const problems = collectPageProblems(commenter);
    const prompt = await createPromptThroughApi(author.request, {
      title: 'Tips',
      content: 'Give three tips about [topic].',
      aiTool: 'Claude',
      purpose: 'business',
    });

    // A visitor is asked to sign in.
    const seenByVisitor = await openComments(visitor, prompt.id);
    await expect(seenByVisitor.getByRole('link', { name: 'Sign in' })).toBeVisible();

    // The commenter's hostile text shows as typed: no script, no javascript: link.
    const bo = await openComments(commenter, prompt.id);
    await bo.getByLabel('Add a comment').fill(HOSTILE);
    await bo.getByRole('button', { name: 'Comment', exact: true }).click();
    const mine = bo.getByRole('article', { name: 'Comment by Bo Tester' });
    await expect(mine).toContainText(
      '<script>alert(1)</script> [click](javascript:alert(1)) **bold**',
    );
    await expect(mine.locator('code')).toHaveText('npm test');
    const links = mine.getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(mine.getByRole('link', { name: 'https://example.com/docs' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener',
    );
    await expect(mine.locator('a[href^="javascript"], script')).toHaveCount(0);
    await expect(commentsOf(commenter).getByRole('heading')).toHaveText('Comments (1)');

    // Edited within 15 minutes: marked as such.
    await mine.getByRole('button', { name: 'Edit' }).click();
    await mine.getByLabel('Edit your comment').fill('Try it with `temperature 0`.');
    await mine.getByRole('button', { name: 'Save' }).click();
    await expect(mine).toContainText('Try it with temperature 0.');
    await expect(mine).toContainText('(edited)');

    // The author replies, then hides the comment.
    const ada = await openComments(author, prompt.id);
    const boOnAda = ada.getByRole('article', { name: 'Comment by Bo Tester' });
    await boOnAda.getByRole('button', { name: 'Reply' }).click();
    await ada.getByLabel('Reply to Bo Tester').fill('Thanks, Bo!');
    await ada.getByRole('button', { name: 'Reply', exact: true }).last().click();
    const replies = ada.getByRole('list', { name: 'Replies to Bo Tester' });
    await expect(replies.getByRole('article', { name: 'Comment by Ada Tester' })).toContainText(
      'Thanks, Bo!',
    );
    await boOnAda.getByRole('button', { name: 'Hide' }).click();
    const confirm = author.getByRole('alertdialog', { name: 'Hide this comment?' });
    await confirm.getByRole('button', { name: 'Hide' }).click();
    await expectToast(author, 'Comment hidden');
    await expect(boOnAda).toContainText('Hidden from others');
    expect(await axeViolations(author)).toEqual([]);

    // Others see that a comment was hidden, not what it said; its writer still reads it.
    await visitor.reload();
    await scrollToComments(visitor);
    await expect(
      commentsOf(visitor).getByText('This comment was hidden by the prompt’s author.'),
    ).toBeVisible();
    await expect(commentsOf(visitor)).not.toContainText('temperature');
    await commenter.reload();
    await scrollToComments(commenter);
    const hiddenMine = commentsOf(commenter).getByRole('article', { name: 'Comment by Bo Tester' });
    await expect(hiddenMine).toContainText('Hidden from others');

    // Bo deletes it: the reply keeps its place under 'This comment was deleted.'
    await hiddenMine.getByRole('button', { name: 'Delete' }).click();
    await commenter
      .getByRole('alertdialog', { name: 'Delete this comment?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(commenter, 'Comment deleted');
    await expect(commentsOf(commenter).getByText('This comment was deleted.')).toBeVisible();
    await expect(commentsOf(commenter)).toContainText('Thanks, Bo!');
    expect(await axeViolations(commenter)).toEqual([]);

    // Ada deletes her reply, and the thread is gone.
    await author.reload();
    await scrollToComments(author);
    await commentsOf(author)
      .getByRole('article', { name: 'Comment by Ada Tester' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await author
      .getByRole('alertdialog', { name: 'Delete this comment?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(commentsOf(author).getByText('No comments yet.')).toBeVisible();
    await expect(commentsOf(author).getByRole('heading')).toHaveText('Comments');
    expect(problems).toEqual([]);
  });
}
