/**
 * "Build when needed": a production build is reused while it is newer than every source file and
 * was made with the same public build-time settings (NEXT_PUBLIC_*, and the reCAPTCHA site key and
 * tag-manager container the Content-Security-Policy is built for); otherwise `next build` runs.
 * Only the browser tests' build (`ensureBuild({ testRoutes: true })`) holds the test-only routes
 * (`*.e2e.tsx`, next.config.ts pageExtensions; they answer only when the server runs with
 * STOREFRONT_TEST_ROUTES=1); `npm start`'s, the cluster's and the bench's builds do not, and are
 * checked for it (scripts/lib/test-routes.mjs). Switching between the two rebuilds.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { assertNoTestRoutes, TEST_ROUTES_BUILD } from './test-routes.mjs';
import { addCompileHints } from './compile-hints.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['app', 'components', 'lib', 'stores', 'messages', 'public', 'proxy.ts', 'next.config.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'package-lock.json'];
const STAMP = path.join(ROOT, '.next', 'storefront-build.json');

function newestMtime(entry) {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function publicSettings() {
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('NEXT_PUBLIC_') || k === 'RECAPTCHA_SITE_KEY' || k === 'GTM_ID').sort());
}

export function buildIsCurrent({ testRoutes = false } = {}) {
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')) || !fs.existsSync(STAMP)) return false;
  const stamp = JSON.parse(fs.readFileSync(STAMP, 'utf8'));
  const sourcesChanged = Math.max(...SOURCES.map(newestMtime)) > stamp.builtAt;
  return !sourcesChanged && stamp.testRoutes === testRoutes && JSON.stringify(stamp.settings) === JSON.stringify(publicSettings());
}

/** The environment of `next build`: the test-only routes' page extensions only for the tests' build. */
export function buildEnv(env, { testRoutes = false } = {}) {
  const { [TEST_ROUTES_BUILD]: _ignored, ...rest } = env;
  return { ...rest, NEXT_TELEMETRY_DISABLED: '1', ...(testRoutes ? { [TEST_ROUTES_BUILD]: '1' } : {}) };
}

/**
 * Builds unless the existing build is current. Returns false when the build failed, or when a
 * production build (`testRoutes` false) came out holding a test-only route.
 */
export function ensureBuild({ force = false, testRoutes = false } = {}) {
  if (!force && buildIsCurrent({ testRoutes })) {
    console.log('› production build is up to date');
    return true;
  }
  console.log(`› building the storefront (next build${testRoutes ? ', with the test-only routes' : ''})…`);
  const startedAt = Date.now();
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: buildEnv(process.env, { testRoutes }),
  });
  if (result.status !== 0) return false;
  addCompileHints(ROOT);
  if (!testRoutes) {
    try {
      assertNoTestRoutes(ROOT);
    } catch (error) {
      console.error(`✗ ${error.message}`);
      return false;
    }
  }
  fs.writeFileSync(STAMP, JSON.stringify({ builtAt: startedAt, settings: publicSettings(), testRoutes }));
  return true;
}
