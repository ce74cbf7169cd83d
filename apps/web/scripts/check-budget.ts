// The first-load bundle budgets, checked over the build's manifest (run after `vite build`):
// the JavaScript and CSS that a page loads before it is usable — the entry chunk, the chunk of
// the page's route (its split component), and every chunk they import statically — summed
// gzip-compressed. Fails (exit 1) when a sum grows past its budget. `pnpm --filter
// @promptshelf/web test` runs it; turbo builds first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KIB = 1024;
/**
 * The landing page: the first-visit goal was 100 KiB of JavaScript; React DOM alone is
 * about 62 KiB gzip, and with TanStack Router and Query and the tRPC client with superjson the
 * libraries the page cannot start without are about 120 KiB, so the budget is what the page
 * needs on top of them today, with a little room (docs/decisions/090-first-visit-performance.md).
 * Lowered from 158 to 155 KiB when the first load became one chunk (152.5 KiB measured).
 * Browse got its own budget when its filters became native selects (157.7 KiB measured,
 * docs/decisions/160-first-load-in-short-tasks.md), so Radix Select cannot come back unseen.
 * Raised to 156 KiB for workspaces: their routes and the bar's switcher are in the first bundle
 * (155.0 KiB measured, docs/decisions/174-workspaces-in-the-web-app.md). Raised to 158 KiB for
 * the icon buttons' tooltips on the cards (156.7 KiB measured, docs/decisions/202-tooltips.md)
 * and the account outcomes and MCP set-ups after them (157.0 KiB measured, decisions 201, 203).
 * Browse raised to 162 KiB for its purpose and named-tool filters and the cards' include links
 * on top of the tooltips (161.2 KiB measured, docs/decisions/205-browse-by-purpose-and-named-tool.md).
 * Raised to 159.5 KiB (/) and 164 KiB (/browse), CSS to 12.5 KiB, when the community and the
 * palette arrived together: each fitted alone, together they need the header's search button and
 * Ctrl+K listener (decision 220), the bell (239), five more routes in the route table, Browse's
 * Following tab (241), the theme choice (211) and the cards' comment counts (230): 158.8 KiB,
 * 163.2 KiB and 12.3 KiB measured. Their screens themselves load lazily.
 */
const PAGES = [
  { page: '/', route: /^src\/routes\/index\.tsx(\?.*)?$/, js: 159.5 * KIB, css: 12.5 * KIB },
  { page: '/browse', route: /^src\/routes\/browse\.tsx(\?.*)?$/, js: 164 * KIB, css: 12.5 * KIB },
] as const;

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(
  readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
) as Manifest;

/** Files of the given manifest entries and of everything they import statically. */
function initialFiles(keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no entry ${key}.`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css };
}

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
const print = (text: string) => process.stdout.write(`${text}\n`);
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
let failed = false;
for (const budget of PAGES) {
  const keys = Object.keys(manifest).filter(
    (key) => key === 'index.html' || budget.route.test(key),
  );
  if (keys.length !== 2) {
    console.error(`Expected the entry and the ${budget.page} route in the manifest: ${keys}`);
    process.exit(1);
  }
  const { js, css } = initialFiles(keys);
  for (const [kind, files] of [
    ['js', js],
    ['css', css],
  ] as const) {
    const sizes = [...files].map((file) => [file, gzipSize(file)] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const over = total > budget[kind];
    failed ||= over;
    const report = over ? console.error : print;
    report(
      `${over ? 'OVER BUDGET' : 'ok'}: initial ${kind.toUpperCase()} of ${budget.page} is ` +
        `${kib(total)} gzip (budget ${kib(budget[kind])})`,
    );
    for (const [file, size] of sizes.sort((a, b) => b[1] - a[1])) {
      report(`  ${kib(size).padStart(10)}  ${file}`);
    }
  }
}
process.exit(failed ? 1 : 0);
