import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { crx } from '@crxjs/vite-plugin';
import { defineConfig, type Plugin } from 'vite';

import manifest from './manifest.config';

/**
 * CRXJS builds the injected scripts (`?script&iife`) twice, as the IIFE the service worker
 * injects and as an unused chunk, and lists them as web-accessible to every site. The service
 * worker injects them with chrome.scripting, which needs neither, and a web-accessible file lets
 * any page detect the extension (decision 225): both are dropped here.
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
      delete built.web_accessible_resources;
      writeFileSync(manifestPath, `${JSON.stringify(built, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  plugins: [crx({ manifest }), injectedScriptsOnly()],
  build: { target: 'chrome120', emptyOutDir: true, sourcemap: false },
});
