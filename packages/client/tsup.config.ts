import { defineConfig } from 'tsup';

// A package for other repositories: the one piece of the monorepo it uses (the placeholder
// filling rules) is bundled in, so the tarball has no dependencies at all (decision 198).
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  platform: 'neutral',
  target: 'es2022',
  outDir: 'dist',
  clean: true,
  dts: true,
  noExternal: ['@promptshelf/validators'],
});
