/**
 * `npm run check:arch`: the architecture checks itself (issue 38 item 7).
 *   1. dependency-cruiser (.dependency-cruiser.mjs): no import loop between modules at run time, and
 *      the layers (backend ⇄ storefront, components → app never, lib → components/app/stores never,
 *      lib/model imports nothing above it). Known violations (.dependency-cruiser-known-violations.json)
 *      are listed, not failed: the list may only shrink.
 *   2. Loops between lib/ folders, type-only imports included (scripts/lib/lib-loops.mjs): only the
 *      known ones below, which may only shrink.
 *   3. knip (knip.config.ts): unused files, exports, types and dependencies, unlisted dependencies.
 * Exits 1 on any failure, naming it.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { compareLoops, loops, unitEdges } from './lib/lib-loops.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const TARGETS = ['app', 'components', 'lib', 'stores', 'proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'backend'];

/** The loops between lib folders that remain, and why; each names the work that removes it. None remain: keep it so. */
const KNOWN_LOOPS = [];

const started = Date.now();
let failed = false;

// knip runs beside dependency-cruiser, in its own process: the check takes about the longer of the two.
const knip = new Promise((resolve) => {
  const child = spawn(bin('knip'), ['--no-progress'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('close', (status) => resolve({ status, output }));
});

// 1. dependency-cruiser
const cruise = spawnSync(bin('depcruise'), [...TARGETS, '--config', '.dependency-cruiser.mjs', '--ignore-known', '--output-type', 'json'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
let result;
try {
  result = JSON.parse(cruise.stdout);
} catch {
  console.error(`✗ dependency-cruiser did not answer:\n${cruise.stderr}`);
  process.exit(1);
}
const violations = result.summary.violations;
const known = violations.filter((v) => v.rule.severity === 'ignore');
const errors = violations.filter((v) => v.rule.severity !== 'ignore');
for (const v of errors) console.error(`✗ ${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (loop: ${v.cycle.map((c) => c.name ?? c).join(' → ')})` : ''}`);
for (const v of known) console.log(`  known, to remove: ${v.rule.name}: ${v.from} → ${v.to}`);
if (errors.length) failed = true;
console.log(`${errors.length ? '✗' : '✓'} dependency rules: ${errors.length} violations, ${known.length} known, ${result.summary.totalCruised} modules`);

// 2. loops between lib folders
const edges = unitEdges(result.modules);
const measured = loops(edges);
const { unknown, gone } = compareLoops(measured, KNOWN_LOOPS);
for (const loop of unknown) {
  console.error(`✗ a new loop between lib folders: ${loop.join(', ')}`);
  for (const from of loop) for (const [to, pair] of edges.get(from) ?? []) if (loop.includes(to)) console.error(`    ${from} → ${to}: ${pair}`);
}
for (const k of gone) console.error(`✗ the known loop ${k.units.join(', ')} is gone or smaller: take it out of KNOWN_LOOPS (scripts/check-arch.mjs)`);
if (unknown.length || gone.length) failed = true;
console.log(`${unknown.length || gone.length ? '✗' : '✓'} loops between lib folders: ${measured.length} (${measured.map((l) => l.join('+')).join('; ') || 'none'}), all known`);

// 3. knip
const unused = await knip;
if (unused.status !== 0) {
  failed = true;
  console.error(`✗ unused files, exports or dependencies (knip):\n${unused.output}`);
} else console.log('✓ no unused file, export or dependency (knip)');

console.log(`${failed ? '✗ architecture check failed' : '✓ architecture check passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
