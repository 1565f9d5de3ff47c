/**
 * `npm test`: type check, lint, unit + component + contract tests (vitest), then browser journeys
 * (Playwright, against a production build with the embedded backend on a fresh temporary database),
 * then the cluster suite on the same build (tests/cluster: Redis, two instances, nginx).
 * Ends with one plain line `N passed, N failed` totalled over all suites, which CI reads.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { printFailedAttempts } from './lib/playwright-failures.mjs';
import { specTimes } from './lib/playwright-times.mjs';
import { ROOT } from './lib/processes.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const results = [];
const startedAt = Date.now();

/** Wall time of `task`, recorded on the suite's summary line (what each suite costs a run). */
function timed(task) {
  const start = Date.now();
  const value = task();
  return { value, ms: Date.now() - start };
}

function duration(ms) {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}

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
function check(name, ok, ms) {
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, ms });
  return ok;
}

/** A check timed as it runs. */
function timedCheck(name, task) {
  const { value, ms } = timed(task);
  return check(name, value, ms);
}

// The journeys check that the tag manager loads only after consent, so the shop under test has a
// container (a stand-in: every browser context answers Google's tag host itself, e2e/fixtures.ts).
process.env.GTM_ID ??= 'GTM-E2ETEST';

fs.rmSync(path.join(ROOT, 'test-results'), { recursive: true, force: true });
fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });

timedCheck('type check', () => run(bin('tsc'), ['--noEmit']));
timedCheck('lint', () => run(bin('eslint'), ['.', '--max-warnings=0']));
timedCheck('architecture', () => run(process.execPath, ['scripts/check-arch.mjs']));

const { value: vitestOk, ms: vitestMs } = timed(() => run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']));
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  // A file that fails to load has no test results of its own; count it as one failure.
  const brokenFiles = vitest.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  let failed = vitest.numFailedTests + brokenFiles;
  if (!vitestOk && failed === 0) failed = 1; // e.g. an unhandled error outside any test
  results.push({ name: 'vitest', passed: vitest.numPassedTests, failed, ms: vitestMs });
} else check('vitest', false, vitestMs);

// The journeys' build holds the test-only routes (/test-cart…); the one `npm start` serves never does.
if (timedCheck('production build', () => ensureBuild({ testRoutes: true }))) {
  const { ms: playwrightMs } = timed(() => run(bin('playwright'), ['test']));
  const stats = readJson('test-results/playwright.json')?.stats;
  if (stats) {
    results.push({ name: 'playwright', passed: stats.expected + stats.flaky, failed: stats.unexpected, ms: playwrightMs });
    const times = specTimes(readJson('test-results/playwright.json'));
    console.log(`\nBrowser journeys: worker time per spec file (${duration(times.reduce((n, t) => n + t.ms, 0))} in all, over ${stats.duration ? duration(stats.duration) : '?'} of wall time)`);
    for (const t of times.slice(0, 12)) console.log(`  ${t.file.padEnd(36)} ${duration(t.ms).padStart(7)}  ${t.runs} runs`);
    printFailedAttempts(readJson('test-results/playwright.json'));
    const errors = readJson('test-results/playwright.json')?.errors ?? [];
    if (errors.length) results.push({ name: 'playwright (run errors)', passed: 0, failed: errors.length });
  } else check('playwright', false, playwrightMs);

  // The cluster (issue 34): Redis, two instances and nginx, on the same build (tests/cluster, its own
  // ports). Debian's redis-server and nginx are needed; .ci/run installs them.
  const { ms: clusterMs } = timed(() => run(bin('playwright'), ['test', '-c', 'tests/cluster']));
  const cluster = readJson('test-results/cluster.json');
  if (cluster?.stats) {
    results.push({ name: 'cluster', passed: cluster.stats.expected + cluster.stats.flaky, failed: cluster.stats.unexpected, ms: clusterMs });
    if (cluster.errors?.length) results.push({ name: 'cluster (run errors)', passed: 0, failed: cluster.errors.length });
  } else check('cluster', false, clusterMs);
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary');
for (const r of results) {
  const time = r.ms === undefined ? '' : `  ${duration(r.ms).padStart(7)}`;
  console.log(`  ${r.name.padEnd(24)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed${time}`);
}
console.log(`  ${'wall time'.padEnd(24)} ${duration(Date.now() - startedAt)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
