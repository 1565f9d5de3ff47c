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
    // The [storefront] segment (a locale and its variant, ADR 0019) is parsed in one module,
    // lib/i18n/page-context.ts, and read from Next's params in one other, lib/i18n/server.ts; the
    // rest of the code takes the typed page context or a `Locale`, never the raw segment.
    files: ['app/**', 'components/**', 'lib/**', 'stores/**', 'proxy.ts'],
    ignores: ['lib/i18n/page-context.ts', 'lib/i18n/server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: "Use the shop's Link (lib/i18n/navigation.tsx, ADR 0020): next/link's machinery is not in every page's first load.",
            },
          ],
          patterns: [
            {
              group: ['**/page-context'],
              importNames: ['parseStorefrontSegment'],
              message: 'Take the page context from pageContextFromParams / layoutContextFromParams (lib/i18n/server.ts): the segment is parsed once.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/**'],
    ignores: ['lib/i18n/page-context.ts', 'lib/i18n/server.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='storefront'], ObjectPattern > Property[key.name='storefront'], TSPropertySignature[key.name='storefront']",
          message: 'lib never reads the raw [storefront] segment: take the typed page context (lib/i18n/page-context.ts) or a Locale.',
        },
        {
          selector: "CallExpression[callee.property.name='split'][arguments.0.value='--']",
          message: 'Only lib/i18n/page-context.ts knows the segment format (locale--trade--bare): take the typed page context instead.',
        },
      ],
    },
  },
  {
    // Playwright fixtures receive a function named `use`; it is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores(['.next/**', '.next-*/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'next-env.d.ts']),
]);
