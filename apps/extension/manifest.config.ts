import { defineManifest } from '@crxjs/vite-plugin';

import packageJson from './package.json' with { type: 'json' };

/**
 * Permissions (decision 225): storage for the connection and the cached list, activeTab and
 * scripting to open the palette in the page the toolbar button or the shortcut was used on,
 * and the server's origin only, asked for when connecting (an optional host permission).
 * The shortcut's content script is on every page because a page must hear Alt+Shift+P before
 * anything is injected; it is a few lines and loads the palette only when asked.
 */
export default defineManifest({
  manifest_version: 3,
  name: 'Promptshelf',
  description: 'Your Promptshelf prompts in any text field: Alt+Shift+P, fill, insert.',
  version: packageJson.version,
  icons: { 16: 'icons/16.png', 48: 'icons/48.png', 128: 'icons/128.png' },
  action: { default_title: 'Promptshelf (Alt+Shift+P)' },
  options_ui: { page: 'src/options/options.html', open_in_tab: true },
  background: { service_worker: 'src/background/service-worker.ts', type: 'module' },
  permissions: ['storage', 'activeTab', 'scripting'],
  optional_host_permissions: ['https://*/*', 'http://*/*'],
  content_scripts: [
    {
      matches: ['<all_urls>'],
      js: ['src/shortcut.ts'],
      run_at: 'document_start',
      all_frames: true,
    },
  ],
});
