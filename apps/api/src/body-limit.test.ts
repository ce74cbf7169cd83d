import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { importMessages } from '@promptshelf/validators';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from './test/app';

// A client that sends a body over the limit reads a 413 with a message, not a reset connection.
// The client is another process, as in real use: one in the server's own event loop writes its
// body in step with the server and never sees the reset.

let t: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const MiB = 1024 * 1024;
const ATTEMPTS = 20;

/** POSTs a JSON body of `size` characters `attempts` times with fetch; prints what each read. */
const CLIENT = `
const [url, size, attempts, character] = process.argv.slice(1);
const body = Buffer.from(JSON.stringify({ data: character.repeat(Number(size)) }));
const answers = [];
for (let i = 0; i < Number(attempts); i++) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    answers.push({ status: response.status, text: await response.text() });
  } catch (error) {
    answers.push({ status: 0, text: String(error.cause?.code ?? error.message) });
  }
}
process.stdout.write(JSON.stringify(answers));
`;

async function expectTooLarge(path: string, size: number, character = 'x', message?: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      CLIENT,
      `${base}${path}`,
      String(size),
      String(ATTEMPTS),
      character,
    ],
    { maxBuffer: MiB },
  );
  const answers = JSON.parse(stdout) as { status: number; text: string }[];
  expect(answers).toHaveLength(ATTEMPTS);
  for (const [attempt, answer] of answers.entries()) {
    expect(answer.status, `${path}, attempt ${attempt + 1}: ${answer.text}`).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ message: message ?? expect.any(String) });
  }
}

it('the import answers 413 to a body over its limit', async () => {
  await expectTooLarge('/api/import', 11 * MiB);
});

it('the import answers 413 to a body of escapes within its limit, before parsing it', async () => {
  // 3 MiB of line breaks travel as 6 MiB of `\n`: 3,145,728 escapes.
  await expectTooLarge('/api/import', 3 * MiB, '\n', importMessages.tooManyEscapes);
});

it('other API paths answer 413 to a body over 1 MiB', async () => {
  await expectTooLarge('/api/snippets', 8 * MiB);
});

it('tRPC answers 413 to a body over 1 MiB', async () => {
  await expectTooLarge('/trpc/snippets.create', 8 * MiB);
});
