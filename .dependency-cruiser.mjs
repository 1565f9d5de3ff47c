/**
 * The architecture's rules, checked by `npm run check:arch` (dependency-cruiser): the layers'
 * directions and no import cycle between modules (README, "Architecture"). The loops between lib/
 * folders, type-only imports included, are counted by scripts/check-arch.mjs from this tool's graph.
 */
/**
 * Server action modules ('use server'): a client component that imports one gets a reference to call
 * over the network, not the module, so a loop through one is no loop in either bundle.
 */
const SERVER_ACTIONS = '(^|/)(actions|[a-z-]+-action)[.]ts$';
const STOREFRONT = '^(app|components|lib|stores|proxy[.]ts|instrumentation(-client)?[.]ts)';

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules never import each other in a loop at run time: move what both need into a module beneath them (lib/model for domain types). A loop through a server action, a type-only import (erased by the compiler) or a dynamic import (a chunk loaded later) is no loop at run time (scripts/check-arch.mjs counts the loops between lib folders, types included).',
      from: { path: STOREFRONT },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'], pathNot: SERVER_ACTIONS } },
    },
    {
      name: 'backend-not-storefront',
      severity: 'error',
      comment: 'The embedded backend never imports the storefront: keep what it needs under backend/ (e.g. backend/shared).',
      from: { path: '^backend/' },
      to: { path: STOREFRONT },
    },
    {
      name: 'storefront-not-backend',
      severity: 'error',
      comment: 'The storefront never imports the embedded backend: it reaches it through the services\' HTTP protocols, as it would a real Spree, Algolia and Sanity.',
      from: { path: STOREFRONT },
      to: { path: '^backend/' },
    },
    {
      name: 'components-not-app',
      severity: 'error',
      comment: 'Components never import from app/: server actions and helpers live in lib/<feature>.',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
    {
      name: 'lib-not-ui',
      severity: 'error',
      comment: 'lib/ never imports components, app or stores: the client state has one owner in the UI layer, and lib stays testable without it.',
      from: { path: '^lib/' },
      to: { path: '^(components|app|stores)/' },
    },
    {
      name: 'model-types-only',
      severity: 'error',
      comment: 'lib/model holds the domain types the adapters and features share: it imports nothing but other model files and type-only tables.',
      from: { path: '^lib/model/' },
      to: { path: '^', pathNot: ['^lib/model/', '^lib/i18n/countries[.]ts$', '^lib/money/currency[.]ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['^[.]next', '^node_modules', '^test-results'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

export default config;
