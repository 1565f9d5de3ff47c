/**
 * The test-only routes (`page.e2e.tsx`, `route.e2e.ts`: /test-cart, /test-immersive,
 * /test-server-error, /api/test-preview) exist only in the build the browser tests run against:
 * next.config.ts takes the `e2e.*` page extensions when STOREFRONT_TEST_ROUTES_BUILD=1, which
 * scripts/lib/build.mjs sets only when asked for the test build. A production build (`npm start`,
 * `npm run build`, a deploy) is checked after it is made: none of these routes may be in its manifest.
 */
import fs from 'node:fs';
import path from 'node:path';

export const TEST_ROUTES_BUILD = 'STOREFRONT_TEST_ROUTES_BUILD';

const TEST_ROUTE_FILE = /^(page|route)\.e2e\.(tsx|ts)$/;

/** The app paths of the test-only routes in the source tree, as Next names them ('/[storefront]/test-cart/page'). */
export function testOnlyRoutes(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TEST_ROUTE_FILE.test(entry.name)) {
        const route = path.relative(path.join(root, 'app'), path.dirname(full)).split(path.sep).join('/');
        found.push(`/${route}/${entry.name.split('.')[0]}`);
      }
    }
  };
  walk(path.join(root, 'app'));
  return found.sort();
}

/** The test-only routes a build's app-path-routes manifest ({ '/[storefront]/test-cart/page': '/[storefront]/test-cart' }) holds. */
export function leakedTestRoutes(manifest, testRoutes) {
  return testRoutes.filter((route) => Object.hasOwn(manifest, route));
}

/** Throws, naming them, when the production build in `root/.next` holds a test-only route. */
export function assertNoTestRoutes(root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, '.next', 'app-path-routes-manifest.json'), 'utf8'));
  const leaked = leakedTestRoutes(manifest, testOnlyRoutes(root));
  if (leaked.length) throw new Error(`the production build holds test-only routes: ${leaked.join(', ')}`);
}
