// Four hostile imports at once against a listening server, while /healthz is polled: prints
// each import's answer and the worst /healthz latency, per kind of hostile file. A file of
// millions of tiny values must be refused before it holds the event loop (decision 131).
// The app runs in a child process, so the client's own work is not in the figures.
//   pnpm --filter @promptshelf/api exec tsx src/perf/hostile-imports.ts
// (TEST_DATABASE_URL=postgres://… for PostgreSQL; embedded PGlite without it.)
import { fork } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  IMPORT_MAX_CSV_QUOTES,
  IMPORT_MAX_ESCAPES,
  IMPORT_MAX_VALUES,
} from '@promptshelf/validators';
import { createTestApp } from '../test/app';
import { signedInUser } from '../test/users';

const print = (text: string) => process.stdout.write(`${text}\n`);
const FIVE_MB = 5 * 1024 * 1024;
const IMPORTS_AT_ONCE = 4;
const BUDGET = IMPORT_MAX_VALUES;

/** Files of the smallest values each format has: just under 5 MB, or as many as the budget allows. */
const hostile = {
  'json [0,0,…]': { format: 'json', data: `[${'0,'.repeat(FIVE_MB / 2 - 2)}0]` },
  'json prompts [{},{},…]': {
    format: 'json',
    data: `{"format":"promptshelf","version":1,"prompts":[${'{},'.repeat(FIVE_MB / 3 - 30)}{}]}`,
  },
  'csv rows a,b': { format: 'csv', data: `title,content\n${'a,b\n'.repeat(FIVE_MB / 4 - 8)}` },
  'csv blank rows': { format: 'csv', data: `title,content\n${'\n'.repeat(FIVE_MB - 16)}` },
  'csv cells ,,,': { format: 'csv', data: `title,content\n${','.repeat(FIVE_MB - 16)}` },
  // The worst a file within the budget can do: as many objects as the separators allow.
  'json at the budget': {
    format: 'json',
    data: `{"format":"promptshelf","version":1,"prompts":[${'{},'.repeat(BUDGET / 2 - 5)}{}]}`,
  },
  'csv at the budget': { format: 'csv', data: `title,content\n${','.repeat(BUDGET - 5)}` },
  'csv at the quote budget': {
    format: 'csv',
    data: `title,content\na,"${'""'.repeat(IMPORT_MAX_CSV_QUOTES / 2 - 1)}"`,
  },
  // The slowest JSON to read that the escape budget lets through: quotes travel as `\"`.
  'csv of quotes at the escape budget': {
    format: 'csv',
    data: `title,content\na,"${'""'.repeat(IMPORT_MAX_ESCAPES / 2 - 2)}"`,
  },
} as const;

type Ready = { base: string; tokens: string[] };
type AppFigures = { stall: number; cpu: number };

/** The app with one API token per importer; answers its address and tokens, then serves. */
async function serve() {
  // Generous limits: the figure is the event loop's, not the rate limit's.
  const t = await createTestApp({
    rateLimits: {
      loginPerIp: 10_000,
      tokenPerMinute: 10_000,
      importPerUser: 10_000,
      importPerToken: 10_000,
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const tokens: string[] = [];
  for (let i = 0; i < IMPORTS_AT_ONCE; i++) {
    const member = await signedInUser(t.app, t.db, `hostile${i}`);
    const res = await member.agent.post('/api/tokens', { name: 'import', scope: 'write' });
    tokens.push(res.json<{ token: string }>().token);
  }
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // The app's own view: its longest event-loop stall (which a busy machine lengthens too) and
  // the CPU time it spent (which it does not).
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let cpuAtReset = process.cpuUsage();
  process.on('message', (message) => {
    if (message === 'reset') {
      delay.reset();
      cpuAtReset = process.cpuUsage();
    } else {
      const cpu = process.cpuUsage(cpuAtReset);
      const figures: AppFigures = {
        stall: Math.round(delay.max / 1e6),
        cpu: Math.round((cpu.user + cpu.system) / 1_000),
      };
      process.send!(figures);
    }
  });
  process.send!({ base, tokens } satisfies Ready);
  await once(process, 'disconnect');
  await t.close();
}

if (process.argv[2] === 'serve') {
  await serve();
  process.exit(0);
}
const server = fork(process.argv[1]!, ['serve']);
const [{ base, tokens }] = (await once(server, 'message')) as [Ready];

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** Polls /healthz until `work` is done; the slowest answer, in ms. */
async function worstHealthz(work: () => Promise<unknown>) {
  let working = true;
  let worst = 0;
  const poller = (async () => {
    while (working) {
      const [, ms] = await timed(() => fetch(`${base}/healthz`).then((res) => res.text()));
      worst = Math.max(worst, ms);
      await sleep(10);
    }
  })();
  await sleep(100);
  await work();
  working = false;
  await poller;
  return Math.round(worst);
}

/** The worst /healthz answer, and the app's longest stall and CPU time, while `work` runs. */
async function measure(work: () => Promise<unknown>) {
  server.send('reset');
  const healthz = await worstHealthz(work);
  server.send('max');
  const [{ stall, cpu }] = (await once(server, 'message')) as [AppFigures];
  return `worst /healthz ${healthz} ms; the app's longest stall ${stall} ms, CPU ${cpu} ms`;
}

// What this machine's load alone does.
print(`no import (2 s): ${await measure(() => sleep(2_000))}`);

for (const [kind, body] of Object.entries(hostile)) {
  const payload = JSON.stringify(body);
  let answers: [string, number][] = [];
  const figures = await measure(async () => {
    answers = await Promise.all(
      tokens.map((token) =>
        timed(() =>
          fetch(`${base}/api/import`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: payload,
          }).then(async (res) => `${res.status} ${(await res.text()).slice(0, 80)}`),
        ),
      ),
    );
  });
  print(`${kind}: ${figures}`);
  for (const [answer, ms] of answers) print(`  ${Math.round(ms)} ms  ${answer}`);
}

server.disconnect();
await once(server, 'exit');
