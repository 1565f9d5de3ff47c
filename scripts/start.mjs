/**
 * `npm start`: builds the storefront when needed, starts the embedded backend (which creates and
 * seeds its database on first run) and the storefront, prints the URL, and stops both on Ctrl-C.
 * `npm run dev` does the same with `next dev`.
 */
import { spawnSync } from 'node:child_process';
import { ensureBuild } from './lib/build.mjs';
import { startBackend, startStorefront, stopAll, waitForUrl } from './lib/processes.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const backendPort = Number(process.env.BACKEND_PORT ?? 4000);
const backendUrl = `http://127.0.0.1:${backendPort}`;
const usesEmbeddedBackend = !process.env.SPREE_API_URL || process.env.SPREE_API_URL === backendUrl;

// Public default secrets against real services: say so and stop, before building anything.
const configCheck = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-config.ts'], { stdio: 'inherit' });
if (configCheck.status !== 0) process.exit(1);

if (!dev && !ensureBuild()) {
  console.error('✗ the build failed; see the messages above');
  process.exit(1);
}

const children = [];
function shutdown(code = 0) {
  stopAll(children);
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  if (usesEmbeddedBackend) {
    const backend = startBackend({ port: backendPort, storefrontUrl: `http://localhost:${port}` });
    children.push(backend);
    backend.on('exit', (code) => code && shutdown(code));
    console.log('› starting the embedded backend (first run seeds the catalogue)…');
    await waitForUrl(`${backendUrl}/health`, { child: backend, timeoutMs: 15 * 60_000 });
  }
  const storefront = startStorefront({ port, backendUrl, dev });
  children.push(storefront);
  storefront.on('exit', (code) => shutdown(code ?? 0));
  await waitForUrl(`http://localhost:${port}/`, { child: storefront });
  console.log(`\n  Casa Maestri is open at http://localhost:${port}  (Ctrl-C stops the shop)\n`);
} catch (error) {
  console.error(`✗ ${error.message}`);
  shutdown(1);
}
