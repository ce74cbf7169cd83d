import { createPromptshelfClient } from '@promptshelf/trpc/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from './test/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/trpc`;
});
afterAll(() => t.close());

it('gives a Node script typed access to the router over HTTP', async () => {
  const client = createPromptshelfClient({ url });
  const [tools, me] = await Promise.all([client.options.aiTools.query(), client.auth.me.query()]);
  expect(tools.map((tool) => tool.name)).toContain('Claude');
  expect(me).toBeNull();
});
