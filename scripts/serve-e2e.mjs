/**
 * The servers a browser test run needs: the embedded backend on a fresh temporary database and the
 * test build of the storefront (the production build plus the test-only routes, built here when
 * needed: scripts/lib/build.mjs), on their own ports (so they never meet a running `npm start`).
 * Playwright starts this as its web server and stops it at the end of the run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { startBackend, startStorefront, stopAll, waitForUrl } from './lib/processes.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3400);
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 4400);
const backendUrl = `http://127.0.0.1:${backendPort}`;
if (!ensureBuild({ testRoutes: true })) process.exit(1);

const dataDir = process.env.E2E_DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'casamaestri-e2e-'));

// The trade team's operator key (backend/commerce trade applications), so journeys can approve an application.
process.env.COMMERCE_ADMIN_KEY ??= 'e2e-trade-admin-key';
// The storefront started below is the one the commerce service tells when an order changes stock.
const backend = startBackend({
  port: backendPort, dataDir, seedProducts: Number(process.env.E2E_SEED_PRODUCTS ?? 400), storefrontUrl: `http://localhost:${E2E_PORT}`,
});
const children = [backend];

function shutdown() {
  stopAll(children);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await waitForUrl(`${backendUrl}/health`, { child: backend, timeoutMs: 10 * 60_000 });
children.push(
  startStorefront({
    port: E2E_PORT,
    freshCaches: true,
    backendUrl: process.env.E2E_BACKEND_URL ?? backendUrl,
    extraEnv: {
      STOREFRONT_TEST_ROUTES: '1',
      RATE_LIMIT_FACTOR: '20',
      E2E_OUTBOX_URL: `${backendUrl}/__embedded/outbox`,
      // A stand-in tag-manager container (its script is answered in the browser: e2e/fixtures.ts).
      GTM_ID: process.env.GTM_ID ?? 'GTM-E2ETEST',
      // The forms' reCAPTCHA Enterprise check, against the embedded backend's assessments and test keys
      // (journeys inject its stand-in browser script: e2e/fixtures.ts).
      RECAPTCHA_SITE_KEY: 'embedded-recaptcha-site-key',
      RECAPTCHA_PROJECT_ID: 'casamaestri',
      RECAPTCHA_API_KEY: 'embedded-recaptcha-api-key',
      RECAPTCHA_API_HOST: process.env.E2E_BACKEND_URL ?? backendUrl,
    },
  }),
);
