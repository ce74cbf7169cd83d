// What a client reads when it sends a body over a limit to a running server: how many of its
// attempts get the 413 and its message (the rest meet a reset, EPIPE or ECONNRESET), and how long
// the answer takes. Run it from another process than the server, as a real client is:
//   pnpm start   (or node apps/api/dist/main.js)
//   pnpm --filter @promptshelf/api exec tsx src/perf/oversized-bodies.ts http://127.0.0.1:3000 [attempts]
const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const attempts = Number(process.argv[3] ?? 100);
const MiB = 1024 * 1024;
const print = (text: string) => process.stdout.write(`${text}\n`);

const cases = [
  { path: '/api/import', size: 11 * MiB },
  { path: '/api/snippets', size: 2 * MiB },
  { path: '/api/snippets', size: 8 * MiB },
  { path: '/trpc/snippets.create', size: 8 * MiB },
  // Past what the server reads only to drop: it may close before the client is done.
  { path: '/api/snippets', size: 40 * MiB },
];

for (const { path, size } of cases) {
  const body = Buffer.from(JSON.stringify({ data: 'x'.repeat(size) }));
  const failures = new Map<string, number>();
  const times: number[] = [];
  let read = 0;
  for (let i = 0; i < attempts; i++) {
    const started = performance.now();
    try {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const answer = (await response.json()) as { message?: unknown };
      if (response.status === 413 && typeof answer.message === 'string') read++;
      else failures.set(String(response.status), (failures.get(String(response.status)) ?? 0) + 1);
    } catch (error) {
      const code = String((error as { cause?: { code?: string } }).cause?.code ?? error);
      failures.set(code, (failures.get(code) ?? 0) + 1);
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  print(
    `${path} ${Math.round(size / MiB)} MiB: 413 read ${read}/${attempts}, ` +
      `median ${median.toFixed(0)} ms${failures.size ? `, other: ${JSON.stringify(Object.fromEntries(failures))}` : ''}`,
  );
}
