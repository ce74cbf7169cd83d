// Packs dist/ into the zip the Chrome Web Store takes: release/promptshelf-extension-{version}.zip.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { zipSync } from 'fflate';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

const { version } = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as {
  version: string;
};
const entries = Object.fromEntries(
  files(dist).map((file) => [relative(dist, file), readFileSync(file)]),
);
const zipPath = join('release', `promptshelf-extension-${version}.zip`);
mkdirSync(join(root, 'release'), { recursive: true });
writeFileSync(join(root, zipPath), zipSync(entries, { level: 9 }));
process.stdout.write(`${zipPath}: ${Object.keys(entries).length} files\n`);
