import { expect, test, type Page } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { fieldsPage, fieldsScript, launchWithExtension, paletteText } from '../support/extension';
import { axeViolations } from '../support/library';

async function heard(page: Page) {
  return page.evaluate(() => (window as unknown as { heard: string[] }).heard.splice(0));
}

test('the extension connects through the app, fills prompts into every kind of field, copies, and opens offline @alone', async ({
  baseURL,
}) => {
  const { context, extensionId } = await launchWithExtension(baseURL!);
  try {
    const page = await context.newPage();
    const palette = () => paletteText(context, page);
    // The test page is on another origin than the server, as any site would be.
    const fieldsOrigin = baseURL!.replace('localhost', '127.0.0.1');
    await context.route(`${fieldsOrigin}/fields`, (route) =>
      route.fulfill({ contentType: 'text/html', body: fieldsPage }),
    );
    await context.route(`${fieldsOrigin}/fields.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: fieldsScript }),
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: fieldsOrigin,
    });

    // Before connecting, the palette says what to do.
    await page.goto(`${fieldsOrigin}/fields`);
    await page.getByLabel('Area').focus();
    await page.keyboard.press('Alt+Shift+P');
    await expect.poll(palette).toContain('Connect the extension to your Promptshelf server first.');
    await page.keyboard.press('Escape');
    await expect.poll(palette).toBeNull();
    await expect(page.getByLabel('Area')).toBeFocused();

    // A member with prompts of their own and of a workspace.
    const app = await context.newPage();
    await signInAsNewMember(app, 'Extie');
    const made = await app.request.post('/api/snippets', {
      data: {
        title: 'Weekly report',
        content: 'Write a [tone] report about [topic] for [count] readers.',
        aiTool: 'Claude',
        purpose: 'writing',
        isPublic: false,
        variables: [
          {
            name: 'tone',
            label: 'Tone',
            description: 'How it should sound',
            type: 'select',
            options: ['warm', 'formal'],
            default: 'formal',
          },
          { name: 'count', type: 'number', default: '3' },
        ],
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const bugs = await app.request.post('/api/snippets', {
      data: {
        title: 'Bug triage',
        content: 'Sort these bugs: [bugs]',
        aiTool: 'Claude',
        purpose: 'coding',
        isPublic: false,
      },
    });
    expect(bugs.status(), await bugs.text()).toBe(201);
    const workspace = await app.request.post('/api/workspaces', { data: { name: 'Docs team' } });
    expect(workspace.status(), await workspace.text()).toBe(201);
    const { slug } = (await workspace.json()) as { slug: string };
    const notes = await app.request.post('/api/snippets', {
      data: {
        title: 'Release notes',
        content: 'Notes for [version]',
        aiTool: 'Claude',
        purpose: 'writing',
        workspace: slug,
      },
    });
    expect(notes.status(), await notes.text()).toBe(201);

    // Connect from the options page, confirming in the app.
    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/src/options/options.html`);
    await options.getByLabel('Server address').fill(baseURL!);
    const opened = context.waitForEvent('page');
    await options.getByRole('button', { name: 'Connect through Promptshelf' }).click();
    const connect = await opened;
    await expect(connect).toHaveURL(/\/settings\/extension\?state=[0-9a-f-]{36}$/);
    await expect(
      connect.getByRole('heading', { level: 1, name: 'Connect the extension' }),
    ).toBeVisible();
    await expect(
      connect.getByText(/read-only token named Extension: Chrome on Linux/),
    ).toBeVisible();
    await connect.getByRole('button', { name: 'Connect the extension' }).click();
    await expect(connect.getByText('The extension can now read your prompts.')).toBeVisible();
    expect(await axeViolations(connect)).toEqual([]);
    await expect(options.getByRole('heading', { name: 'Connected' })).toBeVisible();
    await expect(
      options.getByText(`This browser reads your prompts from ${baseURL}.`),
    ).toBeVisible();
    const tokens = (await (await app.request.get('/api/tokens')).json()) as {
      name: string;
      scope: string;
    }[];
    expect(tokens).toEqual([
      expect.objectContaining({ name: 'Extension: Chrome on Linux', scope: 'read' }),
    ]);

    // A textarea: the palette lists every place, searches, fills the typed form and inserts at the caret.
    await page.bringToFront();
    const area = page.getByLabel('Area');
    await area.fill('Intro.\nOutro.');
    await area.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(7, 7));
    await heard(page);
    await page.keyboard.press('Alt+Shift+P');
    // Newest first, each with where it is.
    await expect
      .poll(palette)
      .toMatch(/Bug triage My prompts Weekly report My prompts Release notes Docs team/);
    await page.keyboard.type('weekly');
    await expect.poll(palette).not.toContain('Bug triage');
    await page.keyboard.press('Enter');
    await expect.poll(palette).toContain('Tone');
    expect(await palette()).toContain('How it should sound');
    expect(await palette()).toContain('Write a formal report about for 3 readers.');
    await page.keyboard.press('ArrowUp'); // the select had focus: formal → warm
    await page.keyboard.press('Tab');
    await page.keyboard.type('sales');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await expect.poll(palette).toBeNull();
    const inserted = 'Write a warm report about sales for 12 readers.';
    await expect(area).toHaveValue(`Intro.\n${inserted}Outro.`);
    await expect(area).toBeFocused();
    expect(await area.evaluate((field: HTMLTextAreaElement) => field.selectionStart)).toBe(
      7 + inserted.length,
    );
    expect(await heard(page)).toEqual(['area:beforeinput:insertText', 'area:input:insertText']);

    // A one-line input.
    const line = page.getByLabel('Line');
    await line.fill('Hi there');
    await line.evaluate((field: HTMLInputElement) => field.setSelectionRange(3, 3));
    await heard(page);
    await page.keyboard.press('Alt+Shift+P');
    await expect.poll(palette).toContain('Weekly report');
    await page.keyboard.type('bug');
    await expect.poll(palette).not.toContain('Weekly report');
    await page.keyboard.press('Enter');
    await expect.poll(palette).toContain('bugs');
    await page.keyboard.type('login fails');
    await page.keyboard.press('Enter');
    await expect(line).toHaveValue('Hi Sort these bugs: login failsthere');
    expect(await heard(page)).toEqual(['line:beforeinput:insertText', 'line:input:insertText']);

    // A contenteditable editor, as ChatGPT's and Claude's are.
    const editor = page.getByRole('textbox', { name: 'Editor' });
    await editor.click();
    await editor.evaluate((element) => {
      const text = element.querySelector('p')!.firstChild!;
      getSelection()!.setBaseAndExtent(text, 6, text, 6);
    });
    await heard(page);
    await page.keyboard.press('Alt+Shift+P');
    await expect.poll(palette).toContain('Release notes');
    await page.keyboard.type('release');
    await page.keyboard.press('Enter');
    await expect.poll(palette).toContain('version');
    await page.keyboard.type('2.0');
    await page.keyboard.press('Enter');
    await expect(editor).toHaveText('Hello Notes for 2.0world');
    expect(await heard(page)).toEqual(['editor:beforeinput:insertText', 'editor:input:insertText']);

    // Copy, with no field focused; the values used last time come back.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Alt+Shift+P');
    await expect.poll(palette).toContain('Weekly report');
    await page.keyboard.type('weekly');
    await page.keyboard.press('Enter');
    await expect.poll(palette).toContain('Using the values you used last time.');
    expect(await palette()).toContain('No text field had focus: Copy, then paste.');
    expect(await palette()).toContain(inserted);
    await page.keyboard.press('Enter');
    await expect.poll(palette).toContain('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inserted);
    await page.keyboard.press('Escape');
    await expect.poll(palette).toBeNull();

    // Offline: the server cannot be reached, the palette still opens with the last list.
    // Playwright's routes do not reliably reach an extension's worker, and Chrome may have
    // restarted it meanwhile: the server is blocked and the running worker's network fails.
    // A worker Chrome starts again between the two has the network back: then the palette
    // is closed and the new worker blocked too, until the palette says it is offline.
    await context.route(`${baseURL}/api/**`, (route) => route.abort('connectionrefused'));
    await expect(async () => {
      if (await palette()) await page.keyboard.press('Escape');
      await expect.poll(palette).toBeNull();
      for (const worker of context.serviceWorkers()) {
        if (!worker.url().includes(extensionId)) continue;
        await worker.evaluate(() => {
          globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
        });
      }
      await area.focus();
      await page.keyboard.press('Alt+Shift+P');
      await expect.poll(palette, { timeout: 10_000 }).toContain('The server could not be reached.');
    }).toPass({ timeout: 60_000 });
    expect(await palette()).toContain('Weekly report');
    await page.keyboard.type('notes');
    await page.keyboard.press('Enter');
    await expect.poll(palette).toContain('Notes for 2.0');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3.1');
    await page.keyboard.press('Enter');
    await expect(area).toHaveValue(`Intro.\n${inserted}Notes for 3.1Outro.`);
  } finally {
    await context.close();
  }
});

test('the connect page without the extension says where to start, and passes axe', async ({
  page,
}) => {
  await signInAsNewMember(page, 'Nolink');
  await page.goto('/settings/extension');
  await expect(page).toHaveTitle(/Connect the extension/);
  await expect(page.getByRole('heading', { name: 'Start from the extension' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'API Tokens' })).toHaveAttribute(
    'href',
    '/settings/tokens',
  );
  expect(await axeViolations(page)).toEqual([]);
  // With a state but no extension listening, nothing can be made.
  await page.goto('/settings/extension?state=0b0c2c4e-56a8-4c3e-9a57-1f0e8d7f6a11');
  await expect(page.getByText(/Waiting for the extension/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect the extension' })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
});
