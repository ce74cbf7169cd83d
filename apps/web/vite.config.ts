import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const api = 'http://localhost:3000';

/**
 * `#src/...` is the app's own `src/` (package.json `imports`, which TypeScript reads). Vite
 * resolves it here, trying the usual extensions; vitest.config.ts has the same alias.
 */
const srcAlias = {
  find: /^#src\//,
  replacement: fileURLToPath(new URL('./src/', import.meta.url)),
};

// `vite build` makes the browser's bundle (dist/); `vite build --ssr src/entry-server.tsx`
// the server's renderer of the public pages (dist-server/, loaded by the api app).
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: [srcAlias] },
  plugins: [
    // Must come before the React plugin so route files are split before JSX is transformed.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
    // A .br and a .gz beside every text asset, whatever its size, so the server sends files
    // compressed once at build time (@fastify/static preCompressed) and never compresses them
    // per request. Source maps are only fetched by developer tools and stay plain.
    !isSsrBuild &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|css|html|svg|json|txt)$/,
        threshold: 0,
      }),
  ],
  // The workspace packages are TypeScript source: bundled into the server's renderer too.
  ssr: { noExternal: [/^@promptshelf\//] },
  publicDir: isSsrBuild ? false : 'public',
  server: {
    port: 5173,
    proxy: {
      '/trpc': api,
      '/api': api,
      '/healthz': api,
      '/readyz': api,
    },
  },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    // The server's CSP has no 'unsafe-eval' and no data: scripts; keep assets as files.
    assetsInlineLimit: 0,
    sourcemap: true,
    // dist/.vite/manifest.json: the bundle budget (scripts/check-budget.ts) and the server's
    // modulepreload links read which chunks a page needs.
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
          },
        },
  },
}));
