import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { totpCode } from '@promptshelf/api/test/totp';

import { freshResetLink, signInAsNewMember } from '../support/accounts';

async function axeViolations(page: Page): Promise<string[]> {
  // Let entrance animations finish so colours are measured at rest.
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

const screens = [
  { name: 'landing page', path: '/', heading: 'Store & Share AI Prompts' },
  { name: 'sign-in page', path: '/auth', heading: 'Sign In' },
  { name: 'forgot-password page', path: '/forgot-password', heading: 'Forgot Password' },
  {
    name: 'reset page with a used or expired link',
    path: '/reset-password?token=t',
    heading: 'Reset Password',
  },
  { name: 'reset page without a token', path: '/reset-password', heading: 'Reset Password' },
  {
    name: 'resend-verification page',
    path: '/resend-verification?email=ada%40example.com',
    heading: 'Your Account Requires Verification',
  },
  { name: '404 page', path: '/no-such-page', heading: 'Page Not Found' },
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const screen of screens) {
      test(`the ${screen.name} has no WCAG 2 A/AA violations`, async ({ page }) => {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('the account forms with their validation messages have no WCAG 2 A/AA violations', async ({
      page,
    }) => {
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByText('Password is required')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Create Account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(await freshResetLink(page.request));
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('Confirm password must be at least 6 characters')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the change-password page has no WCAG 2 A/AA violations', async ({ page }) => {
      await signInAsNewMember(page);
      await page.goto('/change-password');
      await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByText('Current password is required')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the security page, its two-factor set-up and the code step of sign-in have no WCAG 2 A/AA violations', async ({
      page,
    }) => {
      const account = await signInAsNewMember(page);
      await page.goto('/settings/security');
      await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
      await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Turn On Two-Factor Authentication' }).click();
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      const secret = await page.getByTestId('two-factor-secret').innerText();
      await page.getByLabel('Code from the app').fill(totpCode(secret));
      await page.getByRole('button', { name: 'Turn On', exact: true }).click();
      await expect(page.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.context().clearCookies();
      await page.goto('/auth');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByLabel('Authentication code')).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the API tokens page, its new token and its revoke dialog have no WCAG 2 A/AA violations', async ({
      page,
    }) => {
      await signInAsNewMember(page);
      await page.goto('/settings/tokens');
      await expect(page.getByRole('heading', { level: 1, name: 'API Tokens' })).toBeVisible();
      await expect(page.getByText('You have no API tokens yet.')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Create Token' }).click();
      await expect(page.getByText('Please enter a name for the token')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('Token name').fill('Axe');
      await page.getByRole('button', { name: 'Create Token' }).click();
      await expect(page.getByLabel('New API token')).toBeVisible();
      await expect(page.getByRole('row', { name: /Axe/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Revoke Axe' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the webhooks page, its new secret and its delivery log have no WCAG 2 A/AA violations', async ({
      page,
    }) => {
      await signInAsNewMember(page);
      await page.goto('/settings/webhooks');
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
      await expect(page.getByText('No webhooks yet.')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add Webhook' }).click();
      await expect(page.getByText('URL must be an http:// or https:// address')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('Payload URL').fill('http://127.0.0.1:9/axe');
      await page.getByRole('button', { name: 'Add Webhook' }).click();
      await expect(
        page.getByRole('heading', { name: 'Copy the signing secret now' }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Test' }).click();
      await expect(page.getByText(/^Test failed/)).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Show Deliveries' }).click();
      await expect(page.getByRole('row', { name: /ping/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("a prompt's release labels, their dialog and a workspace's protected labels have no WCAG 2 A/AA violations", async ({
      page,
    }) => {
      await signInAsNewMember(page);
      const made = await page.request.post('/api/snippets', {
        data: { title: 'Labelled', content: 'Say hi.', aiTool: 'Claude', purpose: 'business' },
      });
      const { id } = (await made.json()) as { id: number };
      await page.request.patch(`/api/snippets/${id}`, { data: { content: 'Say hello.' } });
      await page.request.put(`/api/snippets/${id}/labels/production`, { data: { version: 1 } });
      await page.request.put(`/api/snippets/${id}/labels/production`, { data: { version: 2 } });
      await page.goto(`/snippets/${id}/labelled`);
      const history = page.getByRole('region', { name: 'History' });
      await expect(history.getByRole('list', { name: 'Labels of version 2' })).toBeVisible();
      await expect(history.getByRole('region', { name: 'Label moves' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await history.getByRole('button', { name: 'Labels of version 1' }).click();
      const dialog = page.getByRole('dialog', { name: 'Labels of version 1' });
      await dialog.getByRole('button', { name: 'Set Label' }).click();
      await expect(dialog.getByText('A label has 1 to 30')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      const workspace = await page.request.post('/api/workspaces', {
        data: { name: 'Axe labels' },
      });
      const { slug } = (await workspace.json()) as { slug: string };
      await page.goto(`/w/${slug}/settings`);
      await expect(page.getByLabel('Labels only admins and owners may move')).toHaveValue(
        'production',
      );
      expect(await axeViolations(page)).toEqual([]);
    });

    test("a prompt page's reference, its linked include and the form's name field have no WCAG 2 A/AA violations", async ({
      page,
    }) => {
      await signInAsNewMember(page);
      const post = async (data: object) => {
        const made = await page.request.post('/api/snippets', {
          data: { aiTool: 'Claude', purpose: 'business', ...data },
        });
        return (await made.json()) as { id: number; ref: string };
      };
      const part = await post({ title: 'Sign-off', content: 'Thanks, [name]' });
      const whole = await post({ title: 'Included', content: `Hello.\n{{> ${part.ref}}}` });
      await page.goto(`/snippets/${whole.id}/included`);
      await expect(page.getByText(whole.ref, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: `{{> ${part.ref}}}` })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto('/dashboard');
      await page
        .getByRole('article', { name: 'Included', exact: true })
        .getByRole('button', { name: 'Edit prompt' })
        .click();
      await expect(
        page.getByRole('dialog', { name: 'Edit Prompt' }).getByLabel('Name'),
      ).toHaveValue('included');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the prompt form with its restored draft and discard question has no WCAG 2 A/AA violations', async ({
      page,
    }) => {
      await signInAsNewMember(page);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Create New Prompt' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Prompt' });
      await dialog.getByLabel('Title').fill('Axe draft');
      await page.reload();
      await page.getByRole('button', { name: 'Create New Prompt' }).click();
      await expect(dialog.getByText('Your unsaved draft is back.')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('an icon button with its tooltip shown has no WCAG 2 A/AA violations', async ({
      page,
    }) => {
      await page.goto('/browse');
      const copy = page.getByRole('button', { name: /^Copy prompt/ }).first();
      await expect(copy).toBeEnabled();
      await copy.hover();
      await expect(page.getByRole('tooltip')).toHaveText('Copy prompt');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('My Prompts filtered from its address, with a prompt selected, has no WCAG 2 A/AA violations', async ({
      page,
    }) => {
      await signInAsNewMember(page);
      const created = await page.request.post('/api/snippets', {
        data: { title: 'Axe email', content: 'Hello [name]', aiTool: 'Claude', purpose: 'coding' },
      });
      expect(created.ok()).toBe(true);
      await page.goto('/dashboard?search=emial&purpose=coding&visibility=public');
      await expect(page.getByRole('article', { name: 'Axe email' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // A prompt selected: the bulk actions' toolbar, then the delete confirmation.
      await page.getByRole('checkbox', { name: 'Select “Axe email”' }).check();
      await expect(page.getByRole('status').filter({ hasText: '1 prompt selected' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the signed-in welcome page and the phone menu have no WCAG 2 A/AA violations', async ({
      page,
    }) => {
      await signInAsNewMember(page);
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: /Welcome to Promptshelf/ }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('the dark theme follows the system colour scheme', async ({ browser }) => {
  const background = async (colorScheme: 'light' | 'dark') => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto('/');
    const value = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await context.close();
    return value;
  };
  expect(await background('light')).toBe('rgb(255, 255, 255)');
  expect(await background('dark')).not.toBe('rgb(255, 255, 255)');
});
