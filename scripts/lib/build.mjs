/**
 * "Build when needed": a production build is reused while it is newer than every source file and
 * was made with the same public build-time settings (NEXT_PUBLIC_*, and the reCAPTCHA site key and
 * tag-manager container the Content-Security-Policy is built for); otherwise `next build` runs.
 * This build holds the test-only routes (`*.e2e.tsx`, next.config.ts pageExtensions), which answer only
 * when the server runs with STOREFRONT_TEST_ROUTES=1 (the browser tests); `npm run build` leaves them out.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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

export function buildIsCurrent() {
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')) || !fs.existsSync(STAMP)) return false;
  const stamp = JSON.parse(fs.readFileSync(STAMP, 'utf8'));
  const sourcesChanged = Math.max(...SOURCES.map(newestMtime)) > stamp.builtAt;
  return !sourcesChanged && JSON.stringify(stamp.settings) === JSON.stringify(publicSettings());
}

/** Builds unless the existing build is current. Returns false when the build failed. */
export function ensureBuild({ force = false } = {}) {
  if (!force && buildIsCurrent()) {
    console.log('› production build is up to date');
    return true;
  }
  console.log('› building the storefront (next build)…');
  const startedAt = Date.now();
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', STOREFRONT_TEST_ROUTES_BUILD: '1' },
  });
  if (result.status !== 0) return false;
  fs.writeFileSync(STAMP, JSON.stringify({ builtAt: startedAt, settings: publicSettings() }));
  return true;
}
