import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './e2e/support/browser';

// One temporary database for the run, known to the web server and to journeys that play the
// commerce operator (e.g. changing a price). Workers inherit it from the main process.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'casamaestri-e2e-'));

const port = Number(process.env.E2E_PORT ?? 3400);
/** Journeys whose assertions are about the services, not the layout: run at one width (CI time). */
const SERVER_BEHAVIOUR_JOURNEYS = ['**/faults.spec.ts', '**/completion-crash.spec.ts', '**/account-email.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // CI reads only the log: its clean clone's traces are gone when anyone could open them, and
    // recording one per journey (DOM snapshots at every action) made a loaded run 20–35 % slower
    // (product + catalogue journeys: 157–165 s without, 199–272 s with). The log has each failed
    // attempt's page snapshot instead (scripts/lib/playwright-failures.mjs).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'mobile',
      // Tests for a pointer or the desktop header run at 1440 px only; the phone menu's at 390 px only.
      // A test that opens no browser (@browserless: requests only) runs once, there: the viewport
      // changes nothing it reads, and the server answers both user agents alike.
      grepInvert: /@desktop-only|@browserless/,
      // Journeys of the services' behaviour (a paused or killed backend, e-mails read from the outbox)
      // prove what the server answers; the width changes none of it, so they run at 1440 px only.
      testIgnore: SERVER_BEHAVIOUR_JOURNEYS,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium', launchOptions },
    },
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
  ],
  webServer: {
    command: 'node scripts/serve-e2e.mjs',
    url: `http://localhost:${port}/`,
    timeout: 10 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
