/**
 * The floor the bench compares the shop with: an empty Next page (one heading, one paragraph) built
 * with the project's own next, react and react-dom, and served by `next start` on this machine. What
 * it scores is what the framework costs before the shop adds anything: on a 2-core machine its
 * start-up alone gives Lighthouse mobile a TBT of 150 to 280 ms.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './processes.mjs';

const LAYOUT = `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;
const PAGE = `export default function Page() {
  return (
    <main>
      <h1>Hello</h1>
      <p>An empty Next page.</p>
    </main>
  );
}
`;
// The app lives outside the project (its proxy and config must not apply) and reaches the project's
// node_modules through a link, which Turbopack follows only inside its root: hence the root at /.
const CONFIG = `export default { turbopack: { root: '/' }, outputFileTracingRoot: '/' };\n`;

/** Writes and builds the empty app in a fresh temporary folder; returns the folder. */
export function buildEmptyNext() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casamaestri-empty-next-'));
  fs.mkdirSync(path.join(dir, 'app'));
  fs.writeFileSync(path.join(dir, 'app/layout.tsx'), LAYOUT);
  fs.writeFileSync(path.join(dir, 'app/page.tsx'), PAGE);
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), CONFIG);
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'empty-next', private: true }));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build', dir], { cwd: dir, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error(`the empty Next page did not build:\n${build.stdout}\n${build.stderr}`);
  return dir;
}

/** `next start` for the built empty app, on localhost like the storefront. */
export function startEmptyNext(dir, { port }) {
  return spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', dir, '-H', 'localhost', '-p', String(port)], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
}
