import { describe, expect, it } from 'vitest';
import { preloadLinks } from './page-renderer';

// The shape of Vite's build manifest: the entry, a route's split component and what they share.
const manifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-b2.js' },
  '_card.js': { file: 'assets/card-c3.js', imports: ['index.html', '_runtime.js'] },
  '_badge.js': { file: 'assets/badge-d4.js', imports: ['_card.js'] },
  'src/routes/browse.tsx?tsr-split=component': {
    file: 'assets/browse-e5.js',
    imports: ['index.html', '_badge.js'],
  },
  'src/components/layout/user-menu.tsx': { file: 'assets/user-menu-f6.js', imports: ['_card.js'] },
};

const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('preloadLinks', () => {
  it('preloads the page’s chunks and their static imports once, never what the entry loads', () => {
    const links = preloadLinks(manifest, [
      'src/routes/browse.tsx?tsr-split=component',
      'src/components/layout/user-menu.tsx',
    ]);
    expect(hrefs(links)).toEqual([
      '/assets/browse-e5.js',
      '/assets/badge-d4.js',
      '/assets/card-c3.js',
      '/assets/user-menu-f6.js',
    ]);
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/browse-e5.js">');
  });

  it('has nothing to preload for a module the manifest lacks', () => {
    expect(preloadLinks(manifest, ['src/routes/_authenticated.tsx?tsr-split=component'])).toBe('');
  });
});
