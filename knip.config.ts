import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies (`npm run check:arch`). Next's, Vitest's, Playwright's and
 * ESLint's entry points are found by knip's plugins; the entries below are the ones they cannot know,
 * each with why it is one.
 */
const config: KnipConfig = {
  entry: [
    // The test-only routes (next.config.ts pageExtensions `e2e.*`, in the browser tests' build only).
    'app/**/{page,route}.e2e.{ts,tsx}',
    // Run by hand or by CI with `node`/`npx tsx` (README: bench, fault timings, icons, config check).
    'scripts/*.{mjs,ts}',
    // The embedded backend's command-line tools (backend/commerce/README.md, backend/content/dataset/SCHEMA.md).
    'backend/**/bench.ts',
    'backend/commerce/dev-server.ts',
    'backend/commerce/trade-admin.ts',
    'backend/content/dataset/stats.ts',
    'backend/media/contact-sheet.ts',
    // The cluster suite's own Playwright configuration, its global setup and the web server it starts.
    'tests/cluster/playwright.config.ts',
    'tests/cluster/global-setup.ts',
    'tests/cluster/serve-cluster.mjs',
    // The storefront's production server, started as a child process (scripts/lib/processes.mjs startStorefront).
    'scripts/lib/storefront-server.mjs',
    // Started as a child process by tests/cache/redis-cache-handler.test.ts.
    'tests/cache/cache-handler-worker.mjs',
    // vitest.config.mts aliases `server-only` to it.
    'tests/helpers/empty.ts',
    // vitest.config.mts aliases `icu-minify/format` to it (the tests' messages are not precompiled).
    'tests/helpers/icu-format.ts',
  ],
  project: ['**/*.{ts,tsx,mts,mjs}'],
  // Type declarations of the .mjs modules that TypeScript files import: read by tsc, never imported.
  ignore: ['**/*.d.mts'],
  // Installed from Debian by .ci/run, not npm packages.
  ignoreBinaries: ['redis-server', 'taskset'],
  ignoreDependencies: [
    // The fonts are bundled by file path (app/fonts.ts, next/font/local; scripts/generate-icons.mjs), never imported.
    '@fontsource-variable/bodoni-moda',
    '@fontsource-variable/instrument-sans',
    '@fontsource/bodoni-moda',
    // Loaded with createRequire in tests/backend/commerce/openapi.ts (it ships no types).
    'js-yaml',
  ],
  // An export only its own file uses is a name, not an interface: not reported.
  ignoreExportsUsedInFile: true,
};

export default config;
