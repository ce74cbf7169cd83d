import { expect } from '@playwright/test';

import { acceptCookiesUpFront } from '../support/consent';
import { collectPageProblems } from '../support/console';
import {
  browseCards,
  favorite,
  like,
  recordTrpcInputs,
  recordResultSummaries,
  resultSummary,
  searchBox,
  test,
  uniqueWord,
  withTypo,
} from '../support/discovery';
import { axeViolations, chosen, createPromptThroughApi } from '../support/library';

// Each test publishes its own prompts under a made-up word and searches for it, so what it
// sees does not depend on the seeded demo prompts or on what other tests created.

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

test('search waits for a pause, puts the term in the address, and Back returns to the view before it', async ({
  page,
  newMember,
}) => {
  const word = uniqueWord();
  const author = await newMember('Ada');
  const title = `${word} meeting summariser`;
  await createPromptThroughApi(author.request, {
    title,
    content: 'Summarise the [meeting] notes into decisions and action items.',
    aiTool: 'Claude',
    purpose: 'business',
  });
  const searches = recordTrpcInputs(page, 'snippets.browse', 'search');
  const problems = collectPageProblems(page);

  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Prompts' })).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('placeholder', /title, content or tags/);
  // Every public prompt: other tests add theirs meanwhile, so the count may grow.
  const unsearched = /^[\d,]+ prompts found across all AI tools, sorted by Most Recent$/;
  await expect(resultSummary(page)).toHaveText(unsearched);
  // The server-rendered field takes keys only once the app has taken the page over.
  await expect(searchBox(page)).toBeEditable();

  // Keys come faster than the 300 ms pause: the whole word reaches the address and the server
  // (a slow moment on a busy machine may let one partial term through), as one history entry.
  await searchBox(page).pressSequentially(word, { delay: 40 });
  await expect(page).toHaveURL(`/browse?search=${word}`);
  await expect(resultSummary(page)).toHaveText(
    `1 prompt found for “${word}” across all AI tools, sorted by Best Match`,
  );
  await expect(browseCards(page).getByRole('heading')).toHaveText([title]);
  // (Had each key searched, there would be one request per letter.)
  expect(searches.at(-1)).toBe(word);
  expect(searches.length, `searches sent: ${searches.join(', ')}`).toBeLessThanOrEqual(2);

  // Refining the same search replaces its entry instead of adding one.
  await searchBox(page).pressSequentially(' meeting', { delay: 40 });
  await expect(page).toHaveURL(`/browse?search=${word}+meeting`);
  await expect(browseCards(page).getByRole('heading')).toHaveText([title]);

  await page.goBack();
  await expect(page).toHaveURL('/browse');
  await expect(searchBox(page)).toHaveValue('');
  await expect(resultSummary(page)).toHaveText(unsearched);

  await page.goForward();
  await expect(searchBox(page)).toHaveValue(`${word} meeting`);
  await expect(browseCards(page).getByRole('heading')).toHaveText([title]);
  expect(problems).toEqual([]);
});

test('a partial word and a one-letter typo still find the prompt', async ({ page, newMember }) => {
  const word = uniqueWord();
  const author = await newMember('Ada');
  const title = `${word} lesson planner`;
  await createPromptThroughApi(author.request, {
    title,
    content: 'Plan a [length] lesson about [subject] for beginners.',
    aiTool: 'ChatGPT/GPT4',
    purpose: 'education',
  });

  await page.goto('/browse');
  for (const term of [word, word.slice(0, 9), `${word} less`, withTypo(word)]) {
    await searchBox(page).fill(term);
    await expect(page).toHaveURL(`/browse?search=${encodeURIComponent(term).replace(/%20/g, '+')}`);
    await expect(resultSummary(page), `searching for "${term}"`).toHaveText(
      `1 prompt found for “${term}” across all AI tools, sorted by Best Match`,
    );
    await expect(browseCards(page).getByRole('heading')).toHaveText([title]);
  }
});

test('the AI-tool filter narrows the results to one tool and All AI Tools widens them again @alone', async ({
  page,
  newMember,
}) => {
  const word = uniqueWord();
  const author = await newMember('Ada');
  for (const aiTool of ['ChatGPT/GPT4', 'Claude', 'Gemini']) {
    await createPromptThroughApi(author.request, {
      title: `${word} cover letter for ${aiTool}`,
      content: 'Write a cover letter for the [role] position at [company].',
      aiTool,
      purpose: 'writing',
    });
  }

  await page.goto(`/browse?search=${word}`);
  await expect(resultSummary(page)).toHaveText(
    `3 prompts found for “${word}” across all AI tools, sorted by Best Match`,
  );
  const tool = page.getByRole('combobox', { name: 'AI tool' });
  await expect(chosen(tool)).toHaveText('All AI Tools');
  // The tools, then the named 'Other' tools of listed prompts in their own group.
  await expect(tool.locator(':scope > option')).toHaveText([
    'All AI Tools',
    'ChatGPT/GPT4',
    'Claude',
    'Gemini',
    'Other',
  ]);
  const summaries = await recordResultSummaries(page);
  await tool.selectOption({ label: 'Claude' });
  await expect(page).toHaveURL(`/browse?search=${word}&aiTool=Claude`);
  await expect(resultSummary(page)).toHaveText(
    `1 prompt found for “${word}” in Claude, sorted by Best Match`,
  );
  // While the filtered results load, the line never pairs the old count with the new filter.
  expect(await summaries()).toEqual([
    `3 prompts found for “${word}” across all AI tools, sorted by Best Match`,
    `1 prompt found for “${word}” in Claude, sorted by Best Match`,
  ]);
  await expect(browseCards(page).getByRole('heading')).toHaveText([
    `${word} cover letter for Claude`,
  ]);

  await tool.selectOption({ label: 'All AI Tools' });
  await expect(page).toHaveURL(`/browse?search=${word}`);
  await expect(browseCards(page)).toHaveCount(3);

  // Without a term the filter applies to every public prompt: each card is a Gemini one.
  await page.getByRole('button', { name: 'Clear search' }).click();
  await tool.selectOption({ label: 'Gemini' });
  await expect(page).toHaveURL('/browse?aiTool=Gemini');
  await expect(resultSummary(page)).toHaveText(
    /^[\d,]+ prompts? found in Gemini, sorted by Most Recent$/,
  );
  const cards = browseCards(page);
  await expect(cards.first().getByRole('heading')).toHaveText(`${word} cover letter for Gemini`);
  for (const card of await cards.all()) await expect(card).toContainText('AI tool: Gemini');
});

test("the purpose filter and a named 'Other' tool narrow the results, kept in the address", async ({
  page,
  newMember,
}) => {
  const word = uniqueWord();
  const namedTool = `Art${word}`;
  const author = await newMember('Ada');
  for (const [title, fields] of [
    ['lint helper', { aiTool: 'Claude', purpose: 'coding' }],
    ['launch tweet', { aiTool: 'Claude', purpose: 'marketing' }],
    ['poster brief', { aiTool: 'Other', customAiTool: namedTool, purpose: 'coding' }],
    ['mood board', { aiTool: 'Other', customAiTool: 'Midjourney', purpose: 'coding' }],
  ] as const) {
    await createPromptThroughApi(author.request, {
      title: `${word} ${title}`,
      content: 'Write it for [audience].',
      ...fields,
    });
  }

  await page.goto(`/browse?search=${word}`);
  await expect(resultSummary(page)).toHaveText(
    `4 prompts found for “${word}” across all AI tools, sorted by Best Match`,
  );
  const purpose = page.getByRole('combobox', { name: 'Purpose' });
  await expect(chosen(purpose)).toHaveText('All Purposes');
  await purpose.selectOption({ label: 'Coding' });
  await expect(page).toHaveURL(`/browse?search=${word}&purpose=coding`);
  await expect(resultSummary(page)).toHaveText(
    `3 prompts found for “${word}” with purpose Coding across all AI tools, sorted by Best Match`,
  );
  await expect(browseCards(page)).toHaveCount(3);

  // 'Other' holds both named tools; the named one alone is offered under 'Other tools'.
  const tool = page.getByRole('combobox', { name: 'AI tool' });
  await tool.selectOption({ label: 'Other' });
  await expect(browseCards(page)).toHaveCount(2);
  await expect(
    tool.locator('optgroup[label="Other tools"] option', { hasText: namedTool }),
  ).toHaveCount(1);
  await tool.selectOption({ label: namedTool });
  await expect(page).toHaveURL(
    `/browse?search=${word}&aiTool=Other&customAiTool=${namedTool}&purpose=coding`,
  );
  await expect(resultSummary(page)).toHaveText(
    `1 prompt found for “${word}” with purpose Coding in ${namedTool}, sorted by Best Match`,
  );
  await expect(browseCards(page).getByRole('heading')).toHaveText([`${word} poster brief`]);

  // A reload keeps the view; Back returns to 'Other' and to every purpose.
  await page.reload();
  await expect(chosen(tool)).toHaveText(namedTool);
  await expect(chosen(purpose)).toHaveText('Coding');
  await expect(browseCards(page)).toHaveCount(1);
  await page.goBack();
  await expect(chosen(tool)).toHaveText('Other');
  await expect(browseCards(page)).toHaveCount(2);
  await page.goBack();
  await page.goBack();
  await expect(chosen(purpose)).toHaveText('All Purposes');
  await expect(browseCards(page)).toHaveCount(4);
});

test('each sort orders the results as it says, and a shared link opens the same view', async ({
  page,
  browser,
  baseURL,
  newMember,
}) => {
  const word = uniqueWord();
  const [author, ...fans] = await Promise.all(
    ['Ada', 'Ben', 'Cleo', 'Dev'].map((name) => newMember(name)),
  );
  const prompt = (title: string, aiTool = 'Claude') =>
    createPromptThroughApi(author!.request, {
      title: `${word} ${title}`,
      content: `A prompt about ${title}: [details].`,
      aiTool,
      purpose: 'creative',
    });
  // Created oldest first. Most liked: A (3 likes). Most popular: B (1 like + 2 saves, and a
  // save counts twice). Most recent: C, which nobody has reacted to. D is another tool.
  const a = await prompt('alpha');
  const b = await prompt('bravo');
  await prompt('charlie');
  const d = await prompt('delta', 'Gemini');
  for (const fan of fans) await like(fan, a.id);
  await like(fans[0]!, b.id);
  await favorite(fans[1]!, b.id);
  await favorite(fans[2]!, b.id);
  for (const fan of fans) await like(fan, d.id);

  await page.goto(`/browse?search=${word}&aiTool=Claude`);
  const titles = browseCards(page).getByRole('heading');
  await expect(titles).toHaveCount(3);

  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort.getByRole('option')).toHaveText([
    'Best Match',
    'Most Recent',
    'Most Popular',
    'Most Liked',
  ]);
  await sort.selectOption({ label: 'Most Recent' });
  await expect(page).toHaveURL(`/browse?search=${word}&aiTool=Claude&sortBy=recent`);
  await expect(resultSummary(page)).toHaveText(
    `3 prompts found for “${word}” in Claude, sorted by Most Recent`,
  );
  await expect(titles).toHaveText([`${word} charlie`, `${word} bravo`, `${word} alpha`]);

  await sort.selectOption({ label: 'Most Liked' });
  await expect(page).toHaveURL(`/browse?search=${word}&aiTool=Claude&sortBy=liked`);
  await expect(resultSummary(page)).toHaveText(
    `3 prompts found for “${word}” in Claude, sorted by Most Liked`,
  );
  await expect(titles).toHaveText([`${word} alpha`, `${word} bravo`, `${word} charlie`]);
  await expect(
    browseCards(page).first().getByRole('button', { name: /^Like/ }),
  ).toHaveAccessibleName('Like, 3 likes');

  await sort.selectOption({ label: 'Most Popular' });
  await expect(page).toHaveURL(`/browse?search=${word}&aiTool=Claude&sortBy=popular`);
  await expect(resultSummary(page)).toHaveText(
    `3 prompts found for “${word}” in Claude, sorted by Most Popular`,
  );
  await expect(titles).toHaveText([`${word} bravo`, `${word} alpha`, `${word} charlie`]);

  // Someone who gets the link sees the same term, filter, sort and order.
  await sort.selectOption({ label: 'Most Liked' });
  await expect(titles).toHaveText([`${word} alpha`, `${word} bravo`, `${word} charlie`]);
  const link = page.url();
  const otherContext = await browser.newContext({ baseURL });
  await acceptCookiesUpFront(otherContext);
  const other = await otherContext.newPage();
  await other.goto(link);
  await expect(searchBox(other)).toHaveValue(word);
  await expect(chosen(other.getByRole('combobox', { name: 'AI tool' }))).toHaveText('Claude');
  await expect(chosen(other.getByRole('combobox', { name: 'Sort by' }))).toHaveText('Most Liked');
  await expect(resultSummary(other)).toHaveText(
    `3 prompts found for “${word}” in Claude, sorted by Most Liked`,
  );
  await expect(browseCards(other).getByRole('heading')).toHaveText([
    `${word} alpha`,
    `${word} bravo`,
    `${word} charlie`,
  ]);
  await otherContext.close();
});

test('Load More Prompts appends the next 20 without repeats and goes once all are shown; private prompts never show @alone', async ({
  page,
  newMember,
}) => {
  const word = uniqueWord();
  const author = await newMember('Ada');
  const number = (n: number) => String(n).padStart(2, '0');
  for (let n = 1; n <= 25; n++) {
    await createPromptThroughApi(author.request, {
      title: `${word} recipe ${number(n)}`,
      content: `Recipe number ${n} with [ingredient].`,
      aiTool: 'Gemini',
      purpose: 'creative',
    });
  }
  const secretWord = uniqueWord();
  await createPromptThroughApi(author.request, {
    title: `${word} recipe secret ${secretWord}`,
    content: 'Not for anyone else.',
    aiTool: 'Gemini',
    purpose: 'creative',
    isPublic: false,
  });
  const newestFirst = Array.from({ length: 25 }, (_, i) => `${word} recipe ${number(25 - i)}`);

  await page.goto(`/browse?search=${word}&sortBy=recent`);
  await expect(resultSummary(page)).toHaveText(
    `25 prompts found for “${word}” across all AI tools, sorted by Most Recent`,
  );
  const titles = browseCards(page).getByRole('heading');
  await expect(titles).toHaveText(newestFirst.slice(0, 20));
  const loadMore = page.getByRole('button', { name: 'Load More Prompts' });
  await expect(page.getByText('Showing 20 of 25 prompts', { exact: true })).toBeVisible();
  // By keyboard: focus moves on to the first new prompt (the button goes, as all are shown).
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(titles).toHaveText(newestFirst);
  await expect(loadMore).toBeHidden();
  await expect(titles.nth(20).getByRole('link')).toBeFocused();

  // The private prompt is in no result, not even for a word only it has.
  await searchBox(page).fill(secretWord);
  await expect(page.getByRole('heading', { name: 'No prompts found' })).toBeVisible();
  await expect(resultSummary(page)).toHaveText(
    `0 prompts found for “${secretWord}” across all AI tools, sorted by Most Recent`,
  );
  await expect(page.getByText('Try another search term or a different AI tool.')).toBeVisible();
  await expect(loadMore).toBeHidden();

  // Everything, newest first: page after page until the button goes, each prompt once.
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL('/browse');
  await expect(resultSummary(page)).toHaveText(
    /^[\d,]+ prompts found across all AI tools, sorted by Most Recent$/,
  );
  const summary = await resultSummary(page).textContent();
  const total = Number(/^([\d,]+) prompts found/.exec(summary ?? '')?.[1]?.replace(/,/g, ''));
  expect(total).toBeGreaterThan(25);
  for (let shown = 20; shown < total; shown += 20) {
    await expect(browseCards(page)).toHaveCount(shown);
    await loadMore.click();
    await expect(browseCards(page).nth(shown).getByRole('heading').getByRole('link')).toBeFocused();
  }
  await expect(browseCards(page)).toHaveCount(total);
  await expect(loadMore).toBeHidden();
  const links = await browseCards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(new Set(links).size).toBe(total);
  await expect(page.getByText(secretWord)).toHaveCount(0);
  // The newest public prompts are this test's, in order; the private one is not among them.
  await expect(titles.first()).toHaveText(`${word} recipe 25`);
});

test('a search nobody matches shows No prompts found', async ({ page }) => {
  const word = uniqueWord();
  await page.goto(`/browse?search=${word}`);
  await expect(page.getByRole('heading', { name: 'No prompts found' })).toBeVisible();
  await expect(resultSummary(page)).toHaveText(
    `0 prompts found for “${word}” across all AI tools, sorted by Best Match`,
  );
  await expect(browseCards(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load More Prompts' })).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`browse with results and with none has no WCAG 2 A/AA violations (${colorScheme})`, async ({
    page,
    newMember,
  }) => {
    await page.emulateMedia({ colorScheme });
    const word = uniqueWord();
    const author = await newMember('Ada');
    await createPromptThroughApi(author.request, {
      title: `${word} release notes`,
      content: 'Turn these [changes] into release notes for [audience].',
      aiTool: 'Other',
      customAiTool: 'Mistral',
      purpose: 'writing',
    });

    await page.goto('/browse');
    await expect(browseCards(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load More Prompts' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await searchBox(page).fill(word);
    await expect(browseCards(page)).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    // Narrowed to a purpose and a named 'Other' tool.
    await page.getByRole('combobox', { name: 'Purpose' }).selectOption({ label: 'Writing' });
    await page.getByRole('combobox', { name: 'AI tool' }).selectOption({ label: 'Mistral' });
    await expect(page).toHaveURL(/customAiTool=Mistral&purpose=writing/);
    await expect(browseCards(page)).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    await searchBox(page).fill(uniqueWord());
    await expect(page.getByRole('heading', { name: 'No prompts found' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
