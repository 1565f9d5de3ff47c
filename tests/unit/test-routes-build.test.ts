import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildEnv } from '../../scripts/lib/build.mjs';
import { leakedTestRoutes, testOnlyRoutes, TEST_ROUTES_BUILD } from '../../scripts/lib/test-routes.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The test-only routes are in the browser tests' build and never in the one `npm start` and deploys use. */
describe('test-only routes and the production build', () => {
  it('finds every test-only route of the tree', () => {
    expect(testOnlyRoutes(ROOT)).toEqual(['/[storefront]/test-cart/page', '/[storefront]/test-immersive/page', '/[storefront]/test-server-error/page', '/api/test-preview/route']);
  });

  it('builds with their page extensions only when the test build is asked for, whatever the caller\'s environment says', () => {
    expect(buildEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', NEXT_TELEMETRY_DISABLED: '1' });
    expect(buildEnv({ PATH: '/bin', [TEST_ROUTES_BUILD]: '1' })).not.toHaveProperty(TEST_ROUTES_BUILD);
    expect(buildEnv({ PATH: '/bin' }, { testRoutes: true })).toMatchObject({ [TEST_ROUTES_BUILD]: '1' });
  });

  it('names a test-only route a build manifest holds, and passes one without them', () => {
    const routes = testOnlyRoutes(ROOT);
    const production = { '/[storefront]/page': '/[storefront]', '/[storefront]/products/[slug]/page': '/[storefront]/products/[slug]', '/api/cart/route': '/api/cart' };
    expect(leakedTestRoutes(production, routes)).toEqual([]);
    const testBuild = { ...production, '/[storefront]/test-cart/page': '/[storefront]/test-cart', '/api/test-preview/route': '/api/test-preview' };
    expect(leakedTestRoutes(testBuild, routes)).toEqual(['/[storefront]/test-cart/page', '/api/test-preview/route']);
  });
});
