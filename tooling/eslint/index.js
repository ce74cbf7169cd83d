// One flat config for the whole repo: TypeScript rules everywhere, React hook rules for TSX.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Package boundaries. Nothing reaches into another package's src/: packages are used
// through their package.json exports, never by path.
const noForeignSrc = [
  {
    regex: '^@promptshelf/[^/]+/src(/|$)',
    message: 'Import the package through its exports (package.json), not its src/ folder.',
  },
  {
    regex: '^(\\.\\./)+(apps|packages|tooling|e2e)/',
    message: 'Import another package by its name (@promptshelf/...), not by a relative path.',
  },
];

// The browser app talks to the server over HTTP only: no database, and tRPC for types.
const webPatterns = [
  ...noForeignSrc,
  {
    group: ['@promptshelf/db', '@promptshelf/db/*'],
    message: 'The web app never imports the database package.',
  },
  {
    group: ['@promptshelf/trpc', '@promptshelf/trpc/*'],
    allowTypeImports: true,
    message: 'The web app imports types only from @promptshelf/trpc (import type).',
  },
  {
    regex: '^\\.\\./\\.\\./',
    message: 'Import from #src/... (package.json imports) instead of climbing two levels.',
  },
];

// process.env is read in the env modules only; everything else gets its settings passed in.
const ENV_MODULES = [
  'apps/api/src/start.ts', // the server's entry: reads the env once, through loadEnv
  'apps/api/src/cli.ts', // the CLI's entry: same
  'apps/api/src/perf/explain-browse.ts', // operator scripts run by hand: pnpm bench, its
  'apps/api/src/perf/bench.ts', //          reference server, the outage check, pnpm perf:web
  'apps/api/src/perf/bare-fastify.ts',
  'apps/api/src/perf/outage-check.ts',
  'apps/api/src/perf/import-under-limits.ts',
  'tooling/perf-web/src/lighthouse-web.ts',
  'apps/api/src/cli.test.ts', // run the CLI or the server as a child process with its own env
  'apps/api/src/shutdown.test.ts',
  'packages/db/src/cache.ts', // NODE_ENV: shared answers are frozen outside production
  'packages/db/src/testing.ts', // test setup: TEST_DATABASE_URL picks PostgreSQL or PGlite
  'packages/db/src/test-global-setup.ts', // hands the migrated PGlite to the test files
  'apps/api/src/test/fuzz-input.ts', // the fuzz suite's seed and runs (FUZZ_SEED, FUZZ_RUNS)
  'e2e/playwright.config.ts', // e2e config and the setup it starts (port, database, mail sink, OpenID provider)
  'e2e/server-env.ts',
  'e2e/mail-sink.ts',
  'e2e/openid-issuer.ts',
  'e2e/support/mail.ts',
  'e2e/support/seed-admin.ts',
  'e2e/support/extension.ts', // launches Chromium with the built extension (CHROMIUM_PATH)
  'packages/client/src/test/promptshelf-server.ts', // the client's tests start a real server
  'packages/client/src/package.test.ts', //            and run an app against it
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/routeTree.gen.ts',
      '**/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': ['error', { patterns: noForeignSrc }],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings in an env module (apps/api/src/env.ts) and pass them in.',
        },
      ],
    },
  },
  {
    files: ENV_MODULES,
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: webPatterns }] },
  },
  {
    // Layers inside the router package: the domain is plain functions that procedures call; it
    // never reaches back into the procedures, the routers or the root router, and it knows
    // nothing of tRPC: it refuses with DomainError, which the procedures map once (decision 065).
    // Its tests call it through the router, so they may catch tRPC's errors.
    files: ['packages/trpc/src/domain/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noForeignSrc,
            {
              regex: '^(\\.\\./)+(routers(/|$)|root$|trpc$|errors$)',
              message:
                'The domain never imports procedures, routers or errors.ts: they import the domain.',
            },
            {
              group: ['@trpc/server', '@trpc/server/*'],
              message: 'The domain throws DomainError (domain/domain-error.ts), not TRPCError.',
            },
            {
              // Browse's strategies are private: the rest of the domain asks its interface.
              regex: '(^|/)engine/',
              message: "Use browse's engine through its index (domain/browse/engine).",
            },
          ],
        },
      ],
    },
  },
  {
    // Layers inside the web app: what every screen shares (lib/, components/prompt-kit/) never
    // imports a feature's folder; the app root hands features in (card-actions.tsx).
    files: ['apps/web/src/lib/**', 'apps/web/src/components/prompt-kit/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webPatterns,
            {
              regex: '^(\\.\\./|#src/components/)(?!prompt-kit/|\\.\\./)[a-z-]+/',
              message: 'Shared code never imports a feature folder: pass the feature in instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // The client ships to other repositories (decision 198): of the monorepo only the bundled
    // filling rules, and nothing of Node's, so it runs wherever fetch does.
    files: ['packages/client/src/**'],
    ignores: ['**/*.test.ts', 'packages/client/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noForeignSrc,
            {
              regex: '^(@promptshelf/(?!validators/render-prompt$)|node:)',
              message: 'The client may import @promptshelf/validators/render-prompt only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
