// The package as another repository gets it: packed to a tarball, installed with npm into a
// project in the temporary folder, type-checked with tsc and run against a real server.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPromptshelfServer, type PromptshelfServer } from './test/promptshelf-server';

const run = promisify(execFile);
const packageDir = path.resolve(import.meta.dirname, '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const project = mkdtempSync(path.join(tmpdir(), 'promptshelf-client-app-'));

let server: PromptshelfServer;
beforeAll(async () => {
  server = await startPromptshelfServer();
});
afterAll(async () => {
  await server?.close();
  rmSync(project, { recursive: true, force: true });
});

it('ships built JavaScript and types that import nothing', () => {
  for (const file of ['index.js', 'index.cjs']) {
    const code = readFileSync(path.join(packageDir, 'dist', file), 'utf8');
    expect(code).toContain('createPromptRegistry');
    // No static or dynamic import and no require: the monorepo's packages are bundled in.
    expect(code).not.toMatch(/^\s*import\b|\bfrom\s*["']|\bimport\s*\(|\brequire\s*\(/m);
  }
  const types = readFileSync(path.join(packageDir, 'dist', 'index.d.ts'), 'utf8');
  expect(types).not.toMatch(/@promptshelf\//);
});

const app = `
import { createPromptRegistry, PromptRegistryError, type PromptResult } from '@promptshelf/client';

const prompts = createPromptRegistry({
  url: process.env.PROMPTSHELF_URL!,
  token: process.env.PROMPTSHELF_TOKEN,
  ttlMs: 30_000,
  fallback: { '@nobody/missing': 'unused' },
});
const ref = process.env.PROMPT_REF!;
const prompt: PromptResult = await prompts.get(ref, { version: 1 });
const version: number | null = prompt.source === 'fallback' ? null : prompt.version;
// @ts-expect-error a version is a number, and the types say so
await prompts.get(ref, { version: 'one' }).catch(() => undefined);
const { text, missing } = await prompts.render(ref, { city: 'Lisbon' });
const refused = await prompts.get('@nobody/missing').catch((error: unknown) => error);
console.log(
  JSON.stringify({
    version,
    text,
    missing,
    refused: refused instanceof PromptRegistryError ? refused.status : 'no',
  }),
);
`;

it('installs from its tarball into another project, type-checks and runs there', async () => {
  const word = `pkg${randomBytes(4).toString('hex')}`;
  const token = await server.createMemberToken(word);
  const saved = await server.call(token, 'POST', '/api/snippets', {
    title: `${word} trip`,
    name: 'trip',
    content: 'Plan a day in [city] for [who].',
    aiTool: 'Claude',
    purpose: 'writing',
    visibility: 'private',
  });
  expect(saved.status).toBe(201);
  const { ref } = (await saved.json()) as { ref: string };

  const packed = await run('pnpm', ['pack', '--pack-destination', project], { cwd: packageDir });
  const tarball = packed.stdout.trim().split('\n').at(-1)!;
  writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'an-app', private: true, type: 'module' }),
  );
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], { cwd: project });
  writeFileSync(path.join(project, 'app.ts'), app);
  writeFileSync(
    path.join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'node16',
        moduleResolution: 'node16',
        lib: ['ES2022'],
        strict: true,
        outDir: 'out',
        // Node's types from this workspace; the app has no other dependency.
        typeRoots: [path.join(packageDir, 'node_modules/@types')],
        types: ['node'],
      },
      files: ['app.ts'],
    }),
  );
  await run(process.execPath, [tsc, '-p', project], { cwd: project });
  const output = await run(process.execPath, ['out/app.js'], {
    cwd: project,
    env: {
      PATH: process.env.PATH,
      PROMPTSHELF_URL: server.url,
      PROMPTSHELF_TOKEN: token,
      PROMPT_REF: ref,
    },
  });
  expect(JSON.parse(output.stdout)).toEqual({
    version: 1,
    text: 'Plan a day in Lisbon for .',
    missing: ['who'],
    refused: 404,
  });

  // CommonJS projects get the same function.
  const required = await run(
    process.execPath,
    ['-e', "process.stdout.write(typeof require('@promptshelf/client').createPromptRegistry)"],
    { cwd: project },
  );
  expect(required.stdout).toBe('function');
});
