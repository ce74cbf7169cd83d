// The client against a real Promptshelf: the built server as a child process, stopped and
// started mid-run, and a real gateway in front of it for 5xx answers (decision 198).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPromptRegistry, PromptRegistryError, type PromptRegistryOptions } from './index';
import { startGateway, type Gateway } from './test/gateway';
import {
  freePort,
  startPromptshelfServer,
  type PromptshelfServer,
} from './test/promptshelf-server';

let server: PromptshelfServer;
let gateway: Gateway;
let token: string;
const word = `reg${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  server = await startPromptshelfServer();
  gateway = await startGateway(server.url);
  token = await server.createMemberToken(word);
});

afterAll(async () => {
  await gateway?.close();
  await server?.close();
});

interface Saved {
  id: number;
  ref: string;
}

/** A private prompt of the member's: only their token may read it. */
async function savePrompt(name: string, content: string, variables: object[] = []): Promise<Saved> {
  const response = await server.call(token, 'POST', '/api/snippets', {
    title: `${word} ${name}`,
    name,
    content,
    variables,
    aiTool: 'Claude',
    purpose: 'writing',
    visibility: 'private',
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Saved;
}

async function editPrompt(prompt: Saved, content: string) {
  const response = await server.call(token, 'PATCH', `/api/snippets/${prompt.id}`, { content });
  expect(response.status).toBe(200);
}

/** What the client asked the server and what it answered, seen from outside the client. */
function watchedFetch() {
  const seen: { status: number; ifNoneMatch: string | null }[] = [];
  const fetchAndWatch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    seen.push({
      status: response.status,
      ifNoneMatch: new Headers(init?.headers).get('if-none-match'),
    });
    return response;
  };
  return { seen, fetch: fetchAndWatch };
}

/** Background refreshes finish when they finish: wait for what they change, generously. */
async function until(condition: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 600; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

function registry(options: Partial<PromptRegistryOptions> = {}) {
  return createPromptRegistry({ url: server.url, token, ...options });
}

describe('the cache', () => {
  it('answers from the server once, then from its copy while the copy is fresh', async () => {
    const prompt = await savePrompt('fresh', 'Summarise [text] briefly.');
    const watch = watchedFetch();
    const prompts = registry({ fetch: watch.fetch });

    const first = await prompts.get(prompt.ref);
    expect(first).toMatchObject({
      source: 'server',
      stale: false,
      ref: prompt.ref,
      name: 'fresh',
      version: 1,
      content: 'Summarise [text] briefly.',
    });
    await editPrompt(prompt, 'Summarise [text] at length.');
    const second = await prompts.get(prompt.ref);
    expect(second).toMatchObject({ source: 'cache', stale: false, version: 1 });
    expect(watch.seen).toHaveLength(1);
  });

  it('after the ttl answers at once and revalidates with its ETag: 304 keeps, 200 replaces', async () => {
    const prompt = await savePrompt('revalidated', 'Translate [text] into [language].');
    const watch = watchedFetch();
    const prompts = registry({ fetch: watch.fetch, ttlMs: 1 });

    const first = await prompts.get(prompt.ref);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await prompts.get(prompt.ref)).toMatchObject({ source: 'cache', version: 1 });
    await until(() => watch.seen.length === 2, 'the revalidation');
    expect(watch.seen[1]).toEqual({ status: 304, ifNoneMatch: expect.stringMatching(/^"/) });
    const confirmed = await prompts.get(prompt.ref);
    expect(
      confirmed.source === 'cache' && confirmed.fetchedAt > (first as typeof confirmed).fetchedAt,
    ).toBe(true);

    await editPrompt(prompt, 'Translate [text] into [language], formally.');
    await until(
      async () => (await prompts.get(prompt.ref)).content.endsWith('formally.'),
      'the new version',
    );
    expect(await prompts.get(prompt.ref)).toMatchObject({
      source: 'cache',
      version: 2,
      stale: false,
    });
    expect(watch.seen.some((request) => request.status === 200 && request.ifNoneMatch)).toBe(true);
  });

  it('keeps the copy of a version it asked for by number', async () => {
    const prompt = await savePrompt('pinned', 'Version one of [thing].');
    await editPrompt(prompt, 'Version two of [thing].');
    const prompts = registry();
    expect(await prompts.get(prompt.ref, { version: 1 })).toMatchObject({
      version: 1,
      content: 'Version one of [thing].',
    });
    expect(await prompts.get(prompt.ref)).toMatchObject({
      version: 2,
      content: 'Version two of [thing].',
    });
  });
});

describe('when the server is down', () => {
  it('keeps answering with the last good copy while the server is stopped, and says so', async () => {
    const prompt = await savePrompt('outage', 'Reply to [customer] about [issue].');
    const failures: PromptRegistryError[] = [];
    const prompts = registry({ ttlMs: 1, onError: (error) => failures.push(error) });
    await prompts.get(prompt.ref);

    await server.stop();
    try {
      await until(async () => (await prompts.get(prompt.ref)).stale, 'the copy to turn stale');
      const stale = await prompts.get(prompt.ref);
      expect(stale).toMatchObject({ source: 'cache', stale: true, version: 1 });
      expect(stale.source !== 'fallback' && stale.error?.kind).toBe('unavailable');
      expect(failures[0]).toMatchObject({
        kind: 'unavailable',
        ref: prompt.ref,
        status: undefined,
      });
      expect(
        await prompts.render(prompt.ref, { customer: 'Ada', issue: 'a late parcel' }),
      ).toMatchObject({
        text: 'Reply to Ada about a late parcel.',
        missing: [],
      });
    } finally {
      await server.start();
    }
    await editPrompt(prompt, 'Reply kindly to [customer] about [issue].');
    await until(
      async () => (await prompts.get(prompt.ref)).content.startsWith('Reply kindly'),
      'the refresh',
    );
    expect(await prompts.get(prompt.ref)).toMatchObject({
      source: 'cache',
      stale: false,
      version: 2,
    });
  });

  it('keeps the last good copy while a gateway answers 5xx', async () => {
    const prompt = await savePrompt('gateway', 'Plan [event].');
    const failures: PromptRegistryError[] = [];
    const prompts = createPromptRegistry({
      url: gateway.url,
      token,
      ttlMs: 1,
      onError: (error) => failures.push(error),
    });
    await prompts.get(prompt.ref);
    gateway.fail(503);
    try {
      await until(async () => (await prompts.get(prompt.ref)).stale, 'the failed refresh');
      expect(failures[0]).toMatchObject({ kind: 'unavailable', status: 503 });
      expect(await prompts.get(prompt.ref)).toMatchObject({
        source: 'cache',
        stale: true,
        content: 'Plan [event].',
      });
    } finally {
      gateway.fail(null);
    }
    await until(async () => !(await prompts.get(prompt.ref)).stale, 'the recovery');
  });

  it('uses the fallback text on a first start with the server unreachable', async () => {
    const closed = await freePort();
    const failures: PromptRegistryError[] = [];
    const prompts = createPromptRegistry({
      url: `http://127.0.0.1:${closed}`,
      fallback: { '@someone/greeting': 'Hello [name], welcome.' },
      onError: (error) => failures.push(error),
    });
    expect(await prompts.get('@someone/greeting')).toMatchObject({
      source: 'fallback',
      stale: true,
      content: 'Hello [name], welcome.',
    });
    expect(await prompts.render('@someone/greeting', { name: 'Ada' })).toMatchObject({
      text: 'Hello Ada, welcome.',
      missing: [],
    });
    expect(failures[0]).toMatchObject({ kind: 'unavailable', ref: '@someone/greeting' });
    // Without a fallback for it, the caller learns the server is unreachable.
    await expect(prompts.get('@someone/other')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

describe('refusals are never hidden', () => {
  it('a deleted prompt stops answering after its ttl, whatever the cache held', async () => {
    const prompt = await savePrompt('deleted', 'Soon gone.');
    const failures: PromptRegistryError[] = [];
    const prompts = registry({ ttlMs: 1, onError: (error) => failures.push(error) });
    await prompts.get(prompt.ref);
    expect((await server.call(token, 'DELETE', `/api/snippets/${prompt.id}`)).status).toBe(200);

    await until(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return prompts.get(prompt.ref).then(
        () => false,
        () => true,
      );
    }, 'the refusal');
    await expect(prompts.get(prompt.ref)).rejects.toMatchObject({ kind: 'refused', status: 404 });
    expect(failures.at(-1)).toMatchObject({ kind: 'refused', status: 404 });
  });

  it('a wrong token is a 401 even with a fallback, and someone else cannot read a private prompt', async () => {
    const prompt = await savePrompt('secret', 'Only mine.');
    const wrong = registry({ token: 'psk_not-a-real-token', fallback: 'anything' });
    const error = await wrong.get(prompt.ref).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PromptRegistryError);
    expect(error).toMatchObject({ kind: 'refused', status: 401 });

    const visitor = createPromptRegistry({ url: server.url, fallback: 'anything' });
    await expect(visitor.get(prompt.ref)).rejects.toMatchObject({ kind: 'refused', status: 404 });
  });
});

describe('render', () => {
  it('fills in the same text as the server does, defaults and includes too', async () => {
    const signature = await savePrompt('signature', 'Regards, [sender]');
    const content = [
      'Write to [name] about [topic] in a [tone] voice.',
      'See [the docs](https://example.com/[name]) and `[code]`.',
      '- [ ] a task, [name] again, [empty]',
      `{{> ${signature.ref}}}`,
    ].join('\n');
    const prompt = await savePrompt('rendered', content, [
      { name: 'tone', type: 'select', options: ['warm', 'formal'], default: 'warm' },
      { name: 'topic', type: 'text', default: 'the weather' },
    ]);
    const prompts = registry();

    const plain = await prompts.render(prompt.ref, { name: 'Ada', sender: 'Bo' });
    expect(plain.text).toBe(
      [
        'Write to Ada about the weather in a warm voice.',
        'See [the docs](https://example.com/[name]) and `[code]`.',
        '- [ ] a task, Ada again, ',
        'Regards, Bo',
      ].join('\n'),
    );
    expect(plain.missing).toEqual(['empty']);

    const valueSets: Record<string, string>[] = [
      {},
      { name: 'Ada', topic: 'engines', tone: 'formal', empty: '', sender: 'Bo' },
      // Not one of the options: the default, as in the generator.
      { name: '$& and $1', topic: 'line\nbreaks', tone: 'rude', code: 'not a placeholder' },
      { tone: '', topic: '' },
    ];
    for (const values of valueSets) {
      const local = await prompts.render(prompt.ref, values);
      const remote = await server.call(token, 'POST', `/api/registry/${prompt.ref}/render`, {
        values,
      });
      expect(remote.status).toBe(200);
      const answer = (await remote.json()) as { text: string; missing: string[] };
      expect({ text: local.text, missing: local.missing }).toEqual(answer);
    }
  });
});
