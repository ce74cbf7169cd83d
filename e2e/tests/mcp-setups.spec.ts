import { expect, test } from '@playwright/test';

import { signInAsNewMember } from '../support/accounts';
import { acceptCookiesUpFront } from '../support/consent';
import { axeViolations } from '../support/library';
import { initializeMcp } from '../support/mcp';
import { expectToast } from '../support/toast';

test.beforeEach(async ({ context }) => {
  await acceptCookiesUpFront(context);
});

test('a new token comes with set-ups for four assistants that reach this server', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsNewMember(page, 'Connector');
  await page.goto('/settings/tokens');
  const address = `${baseURL}/mcp`;
  await expect(page.getByText('MCP address for AI assistants:')).toContainText(address);

  await page.getByLabel('Token name').fill('Assistants');
  await page.getByRole('button', { name: 'Create Token' }).click();
  const token = await page.getByLabel('New API token').inputValue();
  const setups = page.getByRole('region', { name: 'Connect an AI assistant' });
  await expect(setups).toContainText(address);

  const textOf = async (name: string) => {
    await setups.getByText(name, { exact: true }).click();
    const block = setups.locator('details', { hasText: name }).locator('pre');
    await expect(block).toBeVisible();
    return block.innerText();
  };

  const desktop = JSON.parse(await textOf('Claude Desktop'));
  expect(desktop.mcpServers.promptshelf).toEqual({
    command: 'npx',
    args: ['-y', 'mcp-remote', address, '--header', 'Authorization:${AUTH_HEADER}'],
    env: { AUTH_HEADER: `Bearer ${token}` },
  });
  const code = await textOf('Claude Code');
  expect(code).toBe(
    `claude mcp add --transport http promptshelf ${address} --header "Authorization: Bearer ${token}"`,
  );
  const cursor = JSON.parse(await textOf('Cursor'));
  expect(cursor.mcpServers.promptshelf).toEqual({
    url: address,
    headers: { Authorization: `Bearer ${token}` },
  });
  const vscode = JSON.parse(await textOf('VS Code'));
  expect(vscode.servers.promptshelf.type).toBe('http');
  expect(await axeViolations(page)).toEqual([]);

  // Copying gives exactly what is shown.
  await setups.getByRole('button', { name: 'Copy Claude Code Set-up' }).click();
  await expectToast(page, 'Copied!', {
    description: 'The Claude Code set-up is on your clipboard.',
  });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // What VS Code would send reaches this server's MCP endpoint, as the token's owner.
  const server = vscode.servers.promptshelf as { url: string; headers: Record<string, string> };
  const api = await playwright.request.newContext();
  const answer = await initializeMcp(api, server.url, server.headers);
  expect(answer.status(), await answer.text()).toBe(200);
  expect((await answer.json()).result.serverInfo.name).toBe('promptshelf');
  await api.dispose();
});
