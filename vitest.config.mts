import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname) },
      { find: 'server-only', replacement: path.resolve(import.meta.dirname, 'tests/helpers/empty.ts') },
      // The build's messages are precompiled, the tests' are not: the shop's formatter compiles them first.
      { find: /^icu-minify\/format$/, replacement: path.resolve(import.meta.dirname, 'tests/helpers/icu-format.ts') },
    ],
  },
  test: {
    testTimeout: 20_000,
    // The embedded backend at its default address counts as started by us (lib/config.ts isStartedEmbeddedBackend).
    env: { EMBEDDED_BACKEND_URL: 'http://127.0.0.1:4000' },
    hookTimeout: 120_000,
    // next-intl imports 'next/server' without an extension; let Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['tests/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['tests/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
