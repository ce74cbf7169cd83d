import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium, type BrowserContext, type Page } from '@playwright/test';

const built = fileURLToPath(new URL('../../apps/extension/dist', import.meta.url));

/**
 * A copy of the built extension whose manifest already grants the test server's origin: the
 * browser's permission prompt cannot be answered headless, and a granted origin makes
 * chrome.permissions.request answer yes at once. Nothing else differs from the build.
 */
function extensionGranting(origin: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'promptshelf-extension-'));
  cpSync(built, folder, { recursive: true });
  const manifestPath = join(folder, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  manifest.host_permissions = [`${origin}/*`];
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return folder;
}

/** Chromium with the extension loaded, headless, in a fresh profile. */
export async function launchWithExtension(origin: string) {
  const extension = extensionGranting(origin);
  const context = await chromium.launchPersistentContext(
    mkdtempSync(join(tmpdir(), 'promptshelf-profile-')),
    {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: false,
      baseURL: origin,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        `--disable-extensions-except=${extension}`,
        `--load-extension=${extension}`,
      ],
    },
  );
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  return { context, worker, extensionId };
}

/**
 * The palette's text, read through the DevTools protocol: it lives in a closed shadow root,
 * which neither the page nor Playwright's locators can open (that is the point of it).
 */
export async function paletteText(context: BrowserContext, page: Page): Promise<string | null> {
  const cdp = await context.newCDPSession(page);
  try {
    type DomNode = {
      nodeName: string;
      children?: DomNode[];
      shadowRoots?: DomNode[];
      nodeId: number;
    };
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    const find = (node: DomNode): DomNode | null => {
      if (node.nodeName === 'PROMPTSHELF-PALETTE') return node;
      for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) {
        const found = find(child);
        if (found) return found;
      }
      return null;
    };
    const shadow = find(root)?.shadowRoots?.[0];
    if (!shadow) return null;
    const { outerHTML } = (await cdp.send('DOM.getOuterHTML', { nodeId: shadow.nodeId })) as {
      outerHTML: string;
    };
    return outerHTML
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/\s+/g, ' ')
      .trim();
  } finally {
    await cdp.detach();
  }
}

/** A page with the three kinds of text field, each recording the input events it hears. */
export const fieldsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fields</title></head>
<body>
  <label for="area">Area</label><textarea id="area"></textarea>
  <label for="line">Line</label><input id="line" type="text">
  <div id="editor" contenteditable="true" role="textbox" aria-label="Editor"><p>Hello world</p></div>
  <script src="/fields.js"></script>
</body></html>`;

export const fieldsScript = `
window.heard = [];
for (const id of ['area', 'line', 'editor']) {
  const field = document.getElementById(id);
  field.addEventListener('beforeinput', (event) => window.heard.push(id + ':beforeinput:' + event.inputType));
  field.addEventListener('input', (event) => window.heard.push(id + ':input:' + event.inputType));
}`;
