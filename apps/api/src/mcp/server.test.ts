import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { insertTestWorkspace } from '@promptshelf/trpc/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { signedInUser } from '../test/users';
import type { Agent } from '../test/http';
import { MCP_ACCEPT, MCP_INITIALIZE } from '../test/mcp';

let t: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
let owner: { agent: Agent; id: string };
let others: { agent: Agent; id: string };
let readToken: string;
let writeToken: string;
const ids: Record<string, number> = {};

const prompt = (title: string, content: string, isPublic = true) => ({
  title,
  content,
  aiTool: 'Claude',
  purpose: 'coding',
  isPublic,
});

async function makeToken(agent: Agent, scope: 'read' | 'write') {
  const res = await agent.post('/api/tokens', { name: `mcp ${scope}`, scope });
  return res.json<{ id: string; token: string }>();
}

/** An MCP client from the SDK, speaking Streamable HTTP to /mcp with this token (if any). */
async function connect(token?: string) {
  const client = new Client({ name: 'promptshelf-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
    requestInit: token ? { headers: { authorization: `Bearer ${token}` } } : {},
  });
  await client.connect(transport);
  return client;
}

/** A JSON-RPC message POSTed to /mcp by hand, as a client without the SDK sends it. */
const postWithReadToken = (message: object) =>
  fetch(`${base}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${readToken}`,
      'content-type': 'application/json',
      accept: MCP_ACCEPT,
    },
    body: JSON.stringify(message),
  });

/** The text of a tool result (the SDK's result type is a union with the legacy shape). */
const textOf = (result: object) =>
  ((result as { content?: { type: string; text: string }[] }).content ?? [])
    .map((part) => part.text)
    .join('');

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signedInUser(t.app, t.db, 'mcp-owner');
  const other = await signedInUser(t.app, t.db, 'mcp-other');
  others = other;
  const create = async (
    agent: Agent,
    body: ReturnType<typeof prompt> & { variables?: object[]; tags?: string[] },
  ) => (await agent.post('/api/snippets', body)).json<{ id: number }>().id;
  ids.review = await create(owner.agent, {
    ...prompt('Code review checklist', 'Review this [language] code for [focus]. Be brief.', false),
    // Placeholder settings (decision 140) become the argument's title and description.
    variables: [
      {
        name: 'language',
        label: 'Language',
        description: 'The language of the code',
        type: 'select',
        options: ['Go', 'Rust'],
        default: 'Go',
      },
    ],
  });
  ids.othersPublic = await create(other.agent, {
    ...prompt('Kotlin review helper', 'Review the Kotlin code: [code]'),
    tags: ['Kotlin'],
  });
  ids.othersPrivate = await create(
    other.agent,
    prompt('Secret review ritual', 'Private review of [thing]', false),
  );
  ids.unsaved = await create(other.agent, prompt('Unrelated tips', 'Tips for [topic]'));
  await owner.agent.post(`/api/snippets/${ids.othersPublic}/favorite`);
  readToken = (await makeToken(owner.agent, 'read')).token;
  writeToken = (await makeToken(owner.agent, 'write')).token;
});
afterAll(() => t.close());

describe('POST /mcp', () => {
  it('lists the owner’s prompts and favourites with their placeholders as arguments', async () => {
    const client = await connect(readToken);
    const { prompts } = await client.listPrompts();
    expect(prompts).toEqual([
      {
        name: `code-review-checklist-${ids.review}`,
        title: 'Code review checklist',
        description: 'Code review checklist (for Claude; coding)',
        arguments: [
          {
            name: 'language',
            description:
              'Language: The language of the code; one of: Go, Rust; default: Go; left out, it becomes empty',
            required: false,
          },
          {
            name: 'focus',
            description: 'The value for [focus]; left out, it becomes empty',
            required: false,
          },
        ],
      },
      {
        name: `kotlin-review-helper-${ids.othersPublic}`,
        title: 'Kotlin review helper',
        description: 'Kotlin review helper (for Claude; coding)',
        arguments: [
          {
            name: 'code',
            description: 'The value for [code]; left out, it becomes empty',
            required: false,
          },
        ],
      },
    ]);
    await client.close();
  });

  it('gets a prompt filled with its arguments; a missing one becomes empty', async () => {
    const client = await connect(readToken);
    const result = await client.getPrompt({
      name: `code-review-checklist-${ids.review}`,
      arguments: { language: 'Go' },
    });
    expect(result.messages).toEqual([
      { role: 'user', content: { type: 'text', text: 'Review this Go code for . Be brief.' } },
    ]);
    // Someone else's private prompt does not exist.
    await expect(
      client.getPrompt({ name: `secret-review-ritual-${ids.othersPrivate}` }),
    ).rejects.toThrow('Prompt not found.');
    await client.close();
  });

  it('offers the four tools, and searches public prompts and the owner’s own', async () => {
    const client = await connect(readToken);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'fill_prompt',
      'get_prompt',
      'save_prompt',
      'search_prompts',
    ]);
    const found = await client.callTool({ name: 'search_prompts', arguments: { query: 'review' } });
    const results = JSON.parse(textOf(found)) as { id: number; title: string }[];
    expect(results.map((r) => r.id).sort()).toEqual([ids.review, ids.othersPublic].sort());
    const limited = await client.callTool({
      name: 'search_prompts',
      arguments: { query: 'review', limit: 1 },
    });
    expect(JSON.parse(textOf(limited))).toHaveLength(1);
    // A tag narrows the search, and every result names its tags.
    const tagged = await client.callTool({
      name: 'search_prompts',
      arguments: { query: 'review', tag: 'kotlin' },
    });
    expect(JSON.parse(textOf(tagged))).toMatchObject([{ id: ids.othersPublic, tags: ['kotlin'] }]);
    const untagged = await client.callTool({
      name: 'search_prompts',
      arguments: { query: 'review', tag: ['kotlin', 'go'] },
    });
    expect(JSON.parse(textOf(untagged))).toEqual([]);
    const tooMany = await client.callTool({
      name: 'search_prompts',
      arguments: { query: 'review', limit: 500 },
    });
    expect(tooMany.isError).toBe(true);
    expect(textOf(tooMany)).toBe('limit must be a whole number from 1 to 50');
    await client.close();
  });

  it('gets and fills a prompt by id, and never shows another’s private prompt', async () => {
    const client = await connect(readToken);
    const got = await client.callTool({ name: 'get_prompt', arguments: { id: ids.othersPublic } });
    expect(JSON.parse(textOf(got))).toMatchObject({
      id: ids.othersPublic,
      title: 'Kotlin review helper',
      content: 'Review the Kotlin code: [code]',
      placeholders: ['code'],
    });
    const filled = await client.callTool({
      name: 'fill_prompt',
      arguments: { id: ids.review, values: { focus: 'races', language: 'Rust' } },
    });
    expect(textOf(filled)).toBe('Review this Rust code for races. Be brief.');
    for (const name of ['get_prompt', 'fill_prompt']) {
      const hidden = await client.callTool({ name, arguments: { id: ids.othersPrivate } });
      expect(hidden.isError).toBe(true);
      expect(textOf(hidden)).toBe('Prompt not found.');
    }
    await client.close();
  });

  it('gets a prompt by ref and label, and never tells of another’s private one', async () => {
    const username = async (agent: Agent) =>
      (await agent.get('/api/profile')).json<{ username: string }>().username;
    const mine = `@${await username(owner.agent)}/code-review-checklist`;
    const client = await connect(readToken);
    const got = await client.callTool({ name: 'get_prompt', arguments: { ref: mine } });
    expect(JSON.parse(textOf(got))).toMatchObject({
      ref: mine,
      name: 'code-review-checklist',
      version: 1,
      labels: ['latest'],
      content: 'Review this [language] code for [focus]. Be brief.',
      variables: [{ name: 'language', type: 'select', default: 'Go' }, { name: 'focus' }],
    });
    const latest = await client.callTool({
      name: 'get_prompt',
      arguments: { ref: mine, label: 'latest' },
    });
    expect(textOf(latest)).toBe(textOf(got));
    const hiddenRef = `@${await username(others.agent)}/secret-review-ritual`;
    for (const args of [{ ref: hiddenRef }, { ref: `${hiddenRef}-nothing` }]) {
      const hidden = await client.callTool({ name: 'get_prompt', arguments: args });
      expect(hidden.isError).toBe(true);
      expect(textOf(hidden)).toBe('Prompt not found.');
    }
    const label = await client.callTool({
      name: 'get_prompt',
      arguments: { ref: mine, label: 'production' },
    });
    expect(textOf(label)).toBe('Label not found.');
    const neither = await client.callTool({ name: 'get_prompt', arguments: {} });
    expect(neither.isError).toBe(true);
    expect(textOf(neither)).toBe('Give the prompt’s id or its ref');
    await client.close();
  });

  it('saves a prompt with a write token, with the form’s messages; a read token may not', async () => {
    const writer = await connect(writeToken);
    const saved = await writer.callTool({
      name: 'save_prompt',
      arguments: {
        title: 'From an assistant',
        content: 'Hello [name]',
        aiTool: 'Claude',
        purpose: 'writing',
        isPublic: false,
        tags: ['Greeting Cards'],
      },
    });
    expect(saved.isError).toBeFalsy();
    const body = JSON.parse(textOf(saved)) as { id: number; isPublic: boolean };
    expect(body).toMatchObject({
      title: 'From an assistant',
      isPublic: false,
      isOwner: true,
      tags: ['greeting-cards'],
    });
    const mine = (await owner.agent.get('/api/snippets/my')).json<{ id: number }[]>();
    expect(mine.map((s) => s.id)).toContain(body.id);

    const blank = await writer.callTool({
      name: 'save_prompt',
      arguments: { title: ' ', content: 'x', aiTool: 'Claude', purpose: 'writing' },
    });
    expect(blank.isError).toBe(true);
    expect(textOf(blank)).toBe('Please fill in all required fields');
    const badTool = await writer.callTool({
      name: 'save_prompt',
      arguments: { title: 'T', content: 'x', aiTool: 'Nope', purpose: 'writing' },
    });
    expect(textOf(badTool)).toBe('Please choose an AI tool from the list');
    await writer.close();

    const reader = await connect(readToken);
    const refused = await reader.callTool({
      name: 'save_prompt',
      arguments: { title: 'Nope', content: 'x', aiTool: 'Claude', purpose: 'writing' },
    });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe(
      'This API token can only read; create a token with write scope to make changes',
    );
    await reader.close();
  });

  it('lists, gets and saves the prompts of the owner’s workspaces', async () => {
    await insertTestWorkspace(t.db, 'mcp-team', [{ userId: owner.id, role: 'editor' }]);
    const client = await connect(writeToken);
    const saved = await client.callTool({
      name: 'save_prompt',
      arguments: { ...prompt('Team standup', 'Summarise [notes]', false), workspace: 'mcp-team' },
    });
    const made = JSON.parse(textOf(saved)) as { id: number };
    expect(made).toMatchObject({ visibility: 'workspace', workspace: 'mcp-team' });
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toContain(`team-standup-${made.id}`);
    const got = await client.callTool({ name: 'get_prompt', arguments: { id: made.id } });
    expect(JSON.parse(textOf(got))).toMatchObject({ title: 'Team standup' });
    await client.close();
    // Someone who is not a member never sees it.
    const other = await signedInUser(t.app, t.db, 'mcp-stranger');
    const strangerClient = await connect((await makeToken(other.agent, 'read')).token);
    const hidden = await strangerClient.callTool({
      name: 'get_prompt',
      arguments: { id: made.id },
    });
    expect(textOf(hidden)).toBe('Prompt not found.');
    await strangerClient.close();
  });

  it("lists, gets and saves a workspace's prompts with its workspace token, nothing personal", async () => {
    await insertTestWorkspace(t.db, 'mcp-app', [{ userId: owner.id, role: 'admin' }]);
    const made = await owner.agent.post('/api/workspaces/mcp-app/tokens', {
      name: 'assistant',
      scope: 'write',
    });
    expect(made.statusCode, made.body).toBe(201);
    const client = await connect(made.json<{ token: string }>().token);
    const saved = await client.callTool({
      name: 'save_prompt',
      arguments: prompt('App prompt', 'Answer [question]', false),
    });
    const { id } = JSON.parse(textOf(saved)) as { id: number };
    expect(JSON.parse(textOf(saved))).toMatchObject({
      visibility: 'workspace',
      workspace: 'mcp-app',
    });
    const { prompts } = await client.listPrompts();
    // The workspace's prompts only: not its maker's private ones, nor their other workspaces'.
    expect(prompts.map((p) => p.name)).toEqual([`app-prompt-${id}`]);
    const personal = await client.callTool({ name: 'get_prompt', arguments: { id: ids.review } });
    expect(textOf(personal)).toBe('Prompt not found.');
    await client.close();
  });

  it('refuses a client without a token, or with a revoked one', async () => {
    await expect(connect()).rejects.toMatchObject({
      code: 401,
      message: expect.stringContaining('An API token is required'),
    });
    const revoked = await makeToken(owner.agent, 'read');
    const client = await connect(revoked.token);
    await owner.agent.send('DELETE', `/api/tokens/${revoked.id}`);
    const invalid = { code: 401, message: expect.stringContaining('Invalid API token') };
    await expect(client.listPrompts()).rejects.toMatchObject(invalid);
    await expect(connect(revoked.token)).rejects.toMatchObject(invalid);

    const plain = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: MCP_ACCEPT,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(plain.status).toBe(401);
    expect(await plain.json()).toEqual({
      message: 'An API token is required: send it as Authorization: Bearer <token>',
    });
  });

  it('answers params that do not fit the method with -32602 Invalid params, not an internal error', async () => {
    const send = async (method: string, params: unknown) => {
      const res = await postWithReadToken({ jsonrpc: '2.0', id: 7, method, params });
      expect(res.status).toBe(200);
      return ((await res.json()) as { error: { code: number; message: string } }).error;
    };
    const name = `code-review-checklist-${ids.review}`;
    expect(await send('prompts/get', { name, arguments: 'Go' })).toEqual({
      code: -32602,
      message:
        'Invalid params for prompts/get: params.arguments: Invalid input: expected record, received string',
    });
    expect(await send('tools/call', { arguments: {} })).toMatchObject({
      code: -32602,
      message: expect.stringMatching(/^Invalid params for tools\/call: params\.name: /),
    });
  });

  it('answers JSON with the security headers, and 405 to GET', async () => {
    const res = await postWithReadToken(MCP_INITIALIZE);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as {
      result: { serverInfo: { name: string }; capabilities: object };
    };
    expect(body.result.serverInfo.name).toBe('promptshelf');
    expect(body.result.capabilities).toMatchObject({ prompts: {}, tools: {} });
    const get = await fetch(`${base}/mcp`, { headers: { authorization: `Bearer ${readToken}` } });
    expect(get.status).toBe(405);
  });
});
