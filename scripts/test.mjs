/**
 * `npm test`: type check, lint, unit + component + contract tests (vitest), then browser journeys
 * (Playwright, against a production build with the embedded backend on a fresh temporary database).
 * Ends with one plain line `N passed, N failed` totalled over all suites, which CI reads.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { ROOT } from './lib/processes.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const results = [];

function run(command, args, env = {}) {
  console.log(`\n› ${path.basename(command)} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } }).status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  } catch {
    return null;
  }
}

/** A check that is one pass or one failure (type check, lint, build). */
function check(name, ok) {
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

// The journeys check that the tag manager loads only after consent, so the shop under test has a
// container (a stand-in: every browser context answers Google's tag host itself, e2e/fixtures.ts).
process.env.GTM_ID ??= 'GTM-E2ETEST';

fs.rmSync(path.join(ROOT, 'test-results'), { recursive: true, force: true });
fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });

check('type check', run(bin('tsc'), ['--noEmit']));
check('lint', run(bin('eslint'), ['.', '--max-warnings=0']));

const vitestOk = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  // A file that fails to load has no test results of its own; count it as one failure.
  const brokenFiles = vitest.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  let failed = vitest.numFailedTests + brokenFiles;
  if (!vitestOk && failed === 0) failed = 1; // e.g. an unhandled error outside any test
  results.push({ name: 'vitest', passed: vitest.numPassedTests, failed });
} else check('vitest', false);

if (check('production build', ensureBuild())) {
  run(bin('playwright'), ['test']);
  const stats = readJson('test-results/playwright.json')?.stats;
  if (stats) {
    results.push({ name: 'playwright', passed: stats.expected + stats.flaky, failed: stats.unexpected });
    const errors = readJson('test-results/playwright.json')?.errors ?? [];
    if (errors.length) results.push({ name: 'playwright (run errors)', passed: 0, failed: errors.length });
  } else check('playwright', false);
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary');
for (const r of results) console.log(`  ${r.name.padEnd(24)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
