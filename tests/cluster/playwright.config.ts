import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ROOT, TEST_CLUSTER_PORT } from './settings';
import { launchOptions } from '../../e2e/support/browser';

/**
 * The cluster suite (`npx playwright test -c tests/cluster`, and a stage of `npm test`): global-setup.ts
 * starts the cluster of `npm run cluster` on its own ports and a fresh database, the tests go through
 * nginx (and each instance where they must tell the instances apart), global-setup stops it all.
 * One worker, in file order: the last tests kill an instance and stop Redis.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0, // as the journeys: a propagation budget measured on a shared machine gets one more try
  outputDir: path.join(ROOT, 'test-results/cluster-artifacts'),
  reporter: [['list'], ['json', { outputFile: path.join(ROOT, 'test-results/cluster.json') }]],
  use: {
    baseURL: `http://localhost:${TEST_CLUSTER_PORT}`,
    // As the journeys' (playwright.config.ts): CI has only its log.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [{ name: 'cluster', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions } }],
});
