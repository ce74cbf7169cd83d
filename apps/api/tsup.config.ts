import { defineConfig } from 'tsup';

// One bundle for the server: workspace packages (TypeScript source) are bundled in,
// npm dependencies stay external and are loaded from node_modules.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@promptshelf\//],
  // Bare imports from the bundled workspace packages (pglite, postgres, ...) stay external too.
  external: [/^(?!@promptshelf\/|\.|\/)/],
});
