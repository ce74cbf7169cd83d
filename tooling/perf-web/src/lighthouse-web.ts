// The web app's first visit, measured: starts the built app on a freshly seeded database and
// runs Lighthouse (system Chromium) on the landing page, browse and a prompt's page, mobile and
// desktop, several times each, and prints the medians. Run from the repository root:
//   pnpm perf:web                     (builds first; see docs/performance.md)
// Options through the environment:
//   PERF_PORT      port of the app under test (default 3501)
//   PERF_RUNS      Lighthouse runs per page and form factor (default 3)
//   DATABASE_URL   an existing PostgreSQL database to seed and use (default: PGlite in a temp dir)
//   CHROME_PATH    Chromium to drive (default /usr/bin/chromium)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { slugify } from '@promptshelf/validators';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';

// A report for the operator: stdout is its whole purpose.
const print = (text: string) => process.stdout.write(`${text}\n`);

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/api');
const port = Number(process.env.PERF_PORT ?? 3501);
const runs = Number(process.env.PERF_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const baseUrl = `http://127.0.0.1:${port}`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'promptshelf-perf-'));
const appEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  APP_URL: baseUrl,
  DATA_DIR: dataDir,
  SESSION_SECRET: 'perf-web-session-secret-not-for-production-use',
  LOG_LEVEL: 'warn',
};

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: apiRoot, env: appEnv, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

async function waitUntilReady(server: ChildProcess) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) throw new Error('The app stopped while starting.');
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The app did not answer on ${baseUrl}/readyz.`);
}

async function somePromptPath(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/snippets?sortBy=popular&limit=1`);
  const body = (await response.json()) as { snippets: { id: number; title: string }[] };
  const prompt = body.snippets[0];
  if (!prompt) throw new Error('The seeded database has no public prompt.');
  return `/snippets/${prompt.id}/${slugify(prompt.title)}`;
}

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
};

function figures(result: RunnerResult): Figures {
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const pad = (text: string | number, width: number) => String(text).padStart(width);

async function main() {
  const databaseNote = process.env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${dataDir}`;
  print(`Seeding ${databaseNote}: 50 users, 500 prompts…`);
  await run('node', [
    '--import',
    'tsx',
    'src/cli.ts',
    'seed-demo',
    '--users',
    '50',
    '--snippets',
    '500',
  ]);

  const server = spawn('node', ['dist/main.js'], { cwd: apiRoot, env: appEnv, stdio: 'inherit' });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitUntilReady(server);
    const pages = ['/', '/browse', await somePromptPath()];
    print(`Lighthouse ${runs}× per page and form factor on ${baseUrl} (medians)\n`);
    print(
      `${'page'.padEnd(44)} ${'form'.padEnd(7)} perf  a11y  bp   LCP ms  TBT ms  CLS    FCP ms  (runs: perf)`,
    );
    for (const page of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const results: Figures[] = [];
        for (let i = 0; i < runs; i++) {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
          };
          const config = formFactor === 'desktop' ? desktopConfig : undefined;
          const result = await lighthouse(`${baseUrl}${page}`, flags, config);
          if (!result) throw new Error(`Lighthouse returned nothing for ${page}.`);
          results.push(figures(result));
        }
        const m = (key: keyof Figures) => median(results.map((r) => r[key]));
        print(
          `${page.slice(0, 44).padEnd(44)} ${formFactor.padEnd(7)} ${pad(m('performance'), 4)}  ${pad(
            m('accessibility'),
            4,
          )}  ${pad(m('bestPractices'), 3)}  ${pad(Math.round(m('lcp')), 6)}  ${pad(
            Math.round(m('tbt')),
            6,
          )}  ${m('cls').toFixed(3)}  ${pad(Math.round(m('fcp')), 6)}  (${results
            .map((r) => r.performance)
            .join(', ')})`,
        );
      }
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
