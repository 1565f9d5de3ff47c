import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

/**
 * The embedded backend and the storefront are two programs that talk only through the services'
 * protocols: neither imports the other (tables both need are kept on each side, and a test compares
 * them: tests/backend/shared/tables.test.ts). tests/ and scripts/ may import both.
 */
const STOREFRONT = ['./app', './components', './lib', './stores', './proxy.ts'];
const BOUNDARIES = [
  {
    target: './backend',
    from: STOREFRONT,
    message: 'The embedded backend never imports the storefront: keep what it needs under backend/ (e.g. backend/shared).',
  },
  {
    target: STOREFRONT,
    from: './backend',
    message: 'The storefront never imports the embedded backend: reach it through its HTTP protocols.',
  },
  {
    target: './components',
    from: './app',
    message: 'Components never import from app/: server actions and helpers live in lib/<feature>.',
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { zones: BOUNDARIES }],
    },
  },
  {
    // Playwright fixtures receive a function named `use`; it is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores(['.next/**', '.next-*/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'next-env.d.ts']),
]);
