/**
 * Chromium's explicit compile hint on the build's scripts: `//# allFunctionsCalledOnLoad` as a
 * script's first line (Chrome 136 and later; other browsers read a comment) asks the browser to
 * compile all of its functions eagerly, on the background thread that compiles the script as it
 * streams in, rather than each one on the main thread the first time it is called.
 *
 * Why (issue 35, Lighthouse): V8 compiles a function lazily, on its first call. Turbopack's runtime
 * calls each module's factory once as the page starts, so every module of the first load, React DOM's
 * included, was compiled inside the one task that evaluates the entry chunk, and React's functions
 * inside the hydration tasks. On the product page at Lighthouse's 4× slowdown that task took 450 to
 * 480 ms, 295 of them counted as the runtime's own time (`scripts/main-thread-report.mjs`); the same
 * build served with the hint: 190 to 218 ms, 39 of them the runtime's, and the page's blocking time
 * after first paint down by a third.
 *
 * Every chunk gets it, the lazy ones too: a chunk is asked for when its code is about to run (a
 * panel, an island taking over), so its functions are called soon after it arrives. Next has no
 * option for this, so the build's output is rewritten once after `next build`: the `build` script's
 * `postbuild` and `ensureBuild` (./build.mjs) run it. The chunks keep their names (a content hash of
 * what Next wrote): a cache that holds a chunk under its name holds the hinted one after a deploy
 * built this way, and a chunk without the hint only runs as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The build's browser scripts: every `.js` under `.next/static`. */
function scriptsOf(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return scriptsOf(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

/** Puts the hint first in every browser script of the build under `root`; returns how many it changed (none the second time). */
export function addCompileHints(root) {
  let changed = 0;
  for (const file of scriptsOf(path.join(root, '.next', 'static'))) {
    const source = fs.readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + source);
    changed++;
  }
  return changed;
}

// `npm run build`'s postbuild: node scripts/lib/compile-hints.mjs
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const changed = addCompileHints(path.resolve(import.meta.dirname, '../..'));
  console.log(`› compile hints: ${changed} scripts`);
}
