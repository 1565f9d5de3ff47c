/**
 * `npm test`: type check, lint, unit + component + contract tests (vitest), then browser journeys
 * (Playwright, against a production build with the embedded backend on a fresh temporary database),
 * then the cluster suite on the same build (tests/cluster: Redis, two instances, nginx).
 * Ends with one plain line `N passed, N failed` totalled over all suites, which CI reads.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { printFailedAttempts } from './lib/playwright-failures.mjs';
import { specTimes } from './lib/playwright-times.mjs';
import { ROOT } from './lib/processes.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const results = [];
const startedAt = Date.now();

/** The machine's CPU time so far, busy and all, summed over its cores (ms). */
function cpuTimes() {
  return os.cpus().reduce((sum, { times }) => {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    return { busy: sum.busy + all - times.idle, all: sum.all + all };
  }, { busy: 0, all: 0 });
}

/**
 * Wall time of `task`, recorded on the suite's summary line (what each suite costs a run), and the
 * share of the machine's CPU that was busy meanwhile: whether more workers could use idle cores.
 */
function timed(task) {
  const start = Date.now();
  const before = cpuTimes();
  const value = task();
  const after = cpuTimes();
  const cpu = after.all > before.all ? Math.round((100 * (after.busy - before.busy)) / (after.all - before.all)) : undefined;
  return { value, ms: Date.now() - start, cpu };
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
  const { value, ms, cpu } = timed(task);
  const ok = check(name, value, ms);
  results.at(-1).cpu = cpu;
  return ok;
}

// The journeys check that the tag manager loads only after consent, so the shop under test has a
// container (a stand-in: every browser context answers Google's tag host itself, e2e/fixtures.ts).
process.env.GTM_ID ??= 'GTM-E2ETEST';

fs.rmSync(path.join(ROOT, 'test-results'), { recursive: true, force: true });
fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });

/**
 * Checks that each keep one core busy run side by side (the machine has two), each one's output
 * printed whole when it ends; every one is a pass or a failure on the summary.
 */
async function sideBySide(checks) {
  const ended = await Promise.all(checks.map(({ name, command, args }) => new Promise((resolve) => {
    const start = Date.now();
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n› ${path.basename(command)} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, ok: code === 0, ms: Date.now() - start });
    });
    child.on('error', () => resolve({ name, ok: false, ms: Date.now() - start }));
  })));
  for (const { name, ok, ms } of ended) check(name, ok, ms);
}

await sideBySide([
  { name: 'type check', command: bin('tsc'), args: ['--noEmit'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'architecture', command: process.execPath, args: ['scripts/check-arch.mjs'] },
]);

const { value: vitestOk, ms: vitestMs, cpu: vitestCpu } = timed(() => run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']));
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  // A file that fails to load has no test results of its own; count it as one failure.
  const brokenFiles = vitest.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  let failed = vitest.numFailedTests + brokenFiles;
  if (!vitestOk && failed === 0) failed = 1; // e.g. an unhandled error outside any test
  results.push({ name: 'vitest', passed: vitest.numPassedTests, failed, ms: vitestMs, cpu: vitestCpu });
} else check('vitest', false, vitestMs);

// The journeys' build holds the test-only routes (/test-cart…); the one `npm start` serves never does.
if (timedCheck('production build', () => ensureBuild({ testRoutes: true }))) {
  const { ms: playwrightMs, cpu: playwrightCpu } = timed(() => run(bin('playwright'), ['test']));
  const stats = readJson('test-results/playwright.json')?.stats;
  if (stats) {
    results.push({ name: 'playwright', passed: stats.expected + stats.flaky, failed: stats.unexpected, ms: playwrightMs, cpu: playwrightCpu });
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
  const cpu = r.cpu === undefined ? '' : `  CPU ${String(r.cpu).padStart(3)} % busy`;
  console.log(`  ${r.name.padEnd(24)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed${time}${cpu}`);
}
console.log(`  ${'wall time'.padEnd(24)} ${duration(Date.now() - startedAt)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
