// The web app's first visit, measured: starts the built app on a freshly seeded database and
// runs Lighthouse (system Chromium) on the landing page, browse, a prompt's page and the sign-in
// page as a visitor, and on the dashboard, an own prompt's page and the favorites signed in,
// mobile and desktop, several times each, prints the medians and fails when a mobile median
// misses its goal. Run from the repository root:
//   pnpm perf:web                     (builds first; see docs/performance.md)
// Options through the environment:
//   PERF_PORT      port of the app under test (default 3501)
//   PERF_RUNS      Lighthouse runs per page and form factor (default 3)
//   PERF_PAGES     the pages to measure, by name (default all: home,browse,prompt,sign-in,
//                  dashboard,own-prompt,favorites)
//   PERF_FORMS     the form factors (default mobile,desktop)
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
const list = (value: string | undefined) => value?.split(',').map((item) => item.trim());

// The signed-in pages are measured as this account, made before the demo data.
const reader = { email: 'perf.reader@example.com', password: 'perf-web-reader-password' };

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

type ListedPrompt = { id: number; title: string; content: string };

const promptPath = (prompt: ListedPrompt) => `/snippets/${prompt.id}/${slugify(prompt.title)}`;

async function request(url: string, init: RequestInit = {}): Promise<Response> {
  // The app takes a change only from its own origin (CSRF defence).
  const headers = { origin: baseUrl, 'content-type': 'application/json', ...init.headers };
  const response = await fetch(`${baseUrl}${url}`, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status}`);
  return response;
}

async function somePromptPath(): Promise<string> {
  const body = (await (await request('/api/snippets?sortBy=popular&limit=1')).json()) as {
    snippets: ListedPrompt[];
  };
  const prompt = body.snippets[0];
  if (!prompt) throw new Error('The seeded database has no public prompt.');
  return promptPath(prompt);
}

/** Signs the reader in; the session cookie, for Lighthouse's requests. */
async function signIn(): Promise<string> {
  const response = await request('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify(reader),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';', 1)[0])
    .join('; ');
  if (!cookie) throw new Error('Signing in set no cookie.');
  return cookie;
}

/** One of the reader's prompts, given two more versions so its page shows a History to compare. */
async function ownPromptPath(cookie: string): Promise<string> {
  const mine = (await (await request('/api/snippets/my', { headers: { cookie } })).json()) as
    ListedPrompt[] | { snippets: ListedPrompt[] };
  const prompt = (Array.isArray(mine) ? mine : mine.snippets)[0];
  if (!prompt) throw new Error('The reader has no prompt.');
  for (const revision of [2, 3]) {
    await request(`/api/snippets/${prompt.id}`, {
      method: 'PATCH',
      headers: { cookie },
      body: JSON.stringify({ content: `${prompt.content}\n\nRevision ${revision}.` }),
    });
  }
  return promptPath(prompt);
}

/** Marks the first prompts of the list as the reader's favorites, so their page has cards. */
async function favoriteSome(cookie: string): Promise<void> {
  const body = (await (await request('/api/snippets?sortBy=popular&limit=6')).json()) as {
    snippets: ListedPrompt[];
  };
  for (const prompt of body.snippets) {
    await request(`/api/snippets/${prompt.id}/favorite`, {
      method: 'POST',
      headers: { cookie },
      body: '{}',
    });
  }
}

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** The accessibility and best-practices audits that failed, by id. */
  failed: string[];
};

/** A run's figures, or null when Lighthouse could not finish it (NO_NAVSTART on a busy machine). */
function figures(result: RunnerResult): Figures | null {
  if (result.lhr.runtimeError) return null;
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
    failed: ['accessibility', 'best-practices'].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        // A weightless or not-applicable (score null) audit cannot fail.
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ),
  };
}

type Page = {
  /** For PERF_PAGES. */
  name: string;
  path: string;
  /** The session cookie of a signed-in page. */
  cookie?: string;
  goal: { minPerformance: number; maxTbt: number; maxCls: number };
};

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  // Of an even count (a run Lighthouse could not finish), the mean of the middle two.
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const pad = (text: string | number, width: number) => String(text).padStart(width);

async function main() {
  const databaseNote = process.env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${dataDir}`;
  print(`Seeding ${databaseNote}: a reader with 30 prompts, 50 users, 500 prompts…`);
  const cli = (...args: string[]) => run('node', ['--import', 'tsx', 'src/cli.ts', ...args]);
  await cli('create-user', '--email', reader.email, '--password', reader.password);
  // With --users 0 the prompts go to the users already there: the reader alone.
  await cli('seed-demo', '--users', '0', '--snippets', '30');
  await cli('seed-demo', '--users', '50', '--snippets', '500');

  const server = spawn('node', ['dist/main.js'], { cwd: apiRoot, env: appEnv, stdio: 'inherit' });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitUntilReady(server);
    const cookie = await signIn();
    await favoriteSome(cookie);
    // Goals for the mobile medians (issue 12 for the visitors' pages, issue 32 signed in). A
    // page rendered over the server's frame must not move under the reader: CLS at most 0.1
    // (Web Vitals' 'good'), on every page.
    const visitor = { minPerformance: 95, maxTbt: 200, maxCls: 0.1 };
    const signedIn = { minPerformance: 90, maxTbt: 200, maxCls: 0.1 };
    const allPages: Page[] = [
      { name: 'home', path: '/', goal: visitor },
      { name: 'browse', path: '/browse', goal: visitor },
      { name: 'prompt', path: await somePromptPath(), goal: visitor },
      { name: 'sign-in', path: '/auth', goal: visitor },
      { name: 'dashboard', path: '/dashboard', cookie, goal: signedIn },
      { name: 'own-prompt', path: await ownPromptPath(cookie), cookie, goal: signedIn },
      { name: 'favorites', path: '/favorites', cookie, goal: signedIn },
    ];
    const names = list(process.env.PERF_PAGES);
    const pages = allPages.filter((page) => !names || names.includes(page.name));
    const forms = list(process.env.PERF_FORMS) ?? ['mobile', 'desktop'];
    print(`Lighthouse ${runs}× per page and form factor on ${baseUrl} (medians)\n`);
    print(
      `${'page'.padEnd(44)} ${'form'.padEnd(7)} perf  a11y  bp   LCP ms  TBT ms  CLS    FCP ms  (runs: perf)`,
    );
    const missed: string[] = [];
    for (const page of pages) {
      for (const formFactor of forms) {
        const results: (Figures | null)[] = [];
        for (let i = 0; i < runs; i++) {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            ...(page.cookie ? { extraHeaders: { cookie: page.cookie } } : {}),
          };
          const config = formFactor === 'desktop' ? desktopConfig : undefined;
          const result = await lighthouse(`${baseUrl}${page.path}`, flags, config);
          if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}.`);
          results.push(figures(result));
        }
        const m = (key: Exclude<keyof Figures, 'failed'>) =>
          median(results.map((r) => r?.[key] ?? Number.NaN));
        const label = `${page.name} ${page.path}`;
        print(
          `${label.slice(0, 44).padEnd(44)} ${formFactor.padEnd(7)} ${pad(m('performance'), 4)}  ${pad(
            m('accessibility'),
            4,
          )}  ${pad(m('bestPractices'), 3)}  ${pad(Math.round(m('lcp')), 6)}  ${pad(
            Math.round(m('tbt')),
            6,
          )}  ${m('cls').toFixed(3)}  ${pad(Math.round(m('fcp')), 6)}  (${results
            .map((r) => r?.performance ?? 'failed')
            .join(', ')})`,
        );
        const failed = [...new Set(results.flatMap((r) => r?.failed ?? []))];
        if (failed.length > 0) print(`${''.padEnd(44)} failed audits: ${failed.join(', ')}`);
        if (
          formFactor === 'mobile' &&
          (m('performance') < page.goal.minPerformance ||
            !(m('tbt') <= page.goal.maxTbt) ||
            !(m('cls') <= page.goal.maxCls))
        ) {
          missed.push(
            `${page.name}: perf ${m('performance')} (goal ≥ ${page.goal.minPerformance}), TBT ${Math.round(m('tbt'))} ms (goal ≤ ${page.goal.maxTbt} ms), CLS ${m('cls').toFixed(3)} (goal ≤ ${page.goal.maxCls})`,
          );
        }
      }
    }
    if (missed.length > 0) {
      print(`\nBelow the goal on mobile:\n  ${missed.join('\n  ')}`);
      process.exitCode = 1;
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
