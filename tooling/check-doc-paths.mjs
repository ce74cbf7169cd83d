// Every file or folder the docs name must exist: docs that point at moved or deleted code
// mislead the next reader. Reads every tracked Markdown file for `path/like.ts` in backticks and
// relative links; a name may be a path's tail (`lib/trpc.ts`) or a bare file name. Run by
// `pnpm lint`.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const files = execSync('git ls-files', { encoding: 'utf8' }).trim().split('\n');
const tracked = new Set(files);
const folders = new Set();
for (const file of files) {
  for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir)) folders.add(dir);
}
const names = new Set(files.map((file) => path.basename(file)));
const extensions = 'ts|tsx|js|mjs|cjs|json|md|sql|sh|yml|yaml|css|html';
const reference = new RegExp(
  `\`([\\w.\\-/]+\\.(?:${extensions}))(?::\\d+)?\`|\\]\\(([^)#\\s]+)\\)`,
  'g',
);

/** Whether `ref`, as written in `doc`, names something in the repository. */
function exists(doc, ref) {
  const relative = path.normalize(path.join(path.dirname(doc), ref));
  if (tracked.has(ref) || tracked.has(relative) || folders.has(relative.replace(/\/$/, ''))) {
    return true;
  }
  if (!ref.includes('/')) return names.has(ref);
  const tail = `/${ref.replace(/^\.\//, '').replace(/\/$/, '')}`;
  return files.some((file) => file.endsWith(tail)) || [...folders].some((d) => d.endsWith(tail));
}

const dead = [];
for (const doc of files.filter((file) => file.endsWith('.md'))) {
  for (const match of readFileSync(doc, 'utf8').matchAll(reference)) {
    const ref = match[1] ?? match[2];
    // Web addresses, placeholders, and build output, which is not tracked.
    if (/^[a-z]+:/.test(ref) || !/[./]/.test(ref) || /NNN|(^|\/)dist\//.test(ref)) continue;
    if (!exists(doc, ref)) dead.push(`${doc}: ${ref}`);
  }
}
if (dead.length) {
  console.error(`Docs name files that do not exist:\n${dead.join('\n')}`);
  process.exit(1);
}
