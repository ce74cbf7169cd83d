import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // Must come before the React plugin so route files are split before JSX is transformed.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
  ],
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
    outDir: 'dist',
    // The server's CSP has no 'unsafe-eval' and no data: scripts; keep assets as files.
    assetsInlineLimit: 0,
    sourcemap: true,
  },
});
