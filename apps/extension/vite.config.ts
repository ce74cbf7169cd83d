import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { crx } from '@crxjs/vite-plugin';
import { defineConfig, type Plugin } from 'vite';

import manifest from './manifest.config';

/**
 * CRXJS builds the injected scripts (`?script&iife`) twice, as the IIFE that is loaded and as an
 * unused chunk, and lists each as web-accessible to every site. Only the palette must be (the
 * shortcut's content script imports it from the extension); the connect bridge is registered
 * through chrome.scripting, which needs none, so it is dropped from the list (decision 225).
 */
function injectedScriptsOnly(): Plugin {
  return {
    name: 'promptshelf:injected-scripts-only',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk' && /^assets\/(palette|connect-bridge)\.ts-/.test(fileName)) {
          delete bundle[fileName];
        }
      }
    },
    writeBundle(options) {
      const manifestPath = join(options.dir!, 'manifest.json');
      const built = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
      const resources = built.web_accessible_resources as { resources: string[] }[];
      for (const entry of resources) {
        entry.resources = entry.resources.filter((file) => !file.includes('connect-bridge'));
      }
      writeFileSync(manifestPath, `${JSON.stringify(built, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  plugins: [crx({ manifest }), injectedScriptsOnly()],
  build: { target: 'chrome120', emptyOutDir: true, sourcemap: false },
});
