/**
 * `npm run cluster`: the shop as a retailer runs it on several machines, on this one — Redis, the
 * embedded backend, two `next start` instances (:3001, :3002) sharing Next's cache and the rate
 * limits through Redis, and nginx on :8080 as load balancer and shared cache
 * (deploy/nginx/cluster.conf). Builds when needed, prints where it is open, and Ctrl-C stops all it
 * started. `npm run cluster -- --bench` measures it (scripts/lib/cluster-bench.mjs) and stops.
 * Ports and settings: scripts/lib/cluster.mjs clusterSettings (README "Several instances").
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { clusterSettings, createCluster } from './lib/cluster.mjs';
import { ROOT } from './lib/processes.mjs';

const bench = process.argv.includes('--bench');

let settings;
try {
  settings = clusterSettings();
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exit(1);
}

// Public default secrets against real services: say so and stop, before building anything.
const configCheck = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-config.ts'], { cwd: ROOT, stdio: 'inherit' });
if (configCheck.status !== 0) process.exit(1);

if (!ensureBuild()) {
  console.error('✗ the build failed; see the messages above');
  process.exit(1);
}

let cluster = null;
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  await cluster?.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  cluster = createCluster({
    settings,
    dataDir: process.env.CLUSTER_DATA_DIR ?? process.env.BACKEND_DATA_DIR ?? path.join(ROOT, 'data'),
    // Measured, the backend stands in for services elsewhere: no background warm-up beside the loads.
    warmUpImageSearch: !bench,
  });
  await cluster.start();
  // A child that dies on its own (not a test's kill: nothing here kills) stops the whole cluster.
  for (const child of [cluster.redis, cluster.backend, ...cluster.instances, cluster.nginx].filter(Boolean)) {
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`✗ ${child.spawnfile} stopped (${signal ?? `code ${code}`}); stopping the cluster`);
      shutdown(1);
    });
  }
  console.log(`
  Casa Maestri is open at ${cluster.url}  (nginx: load balancer and shared cache; Ctrl-C stops the cluster)
    instances  ${cluster.instanceUrls.join('  ')}
    backend    ${cluster.backendUrl}
    redis      ${cluster.redisUrl}${settings.redisUrl ? ' (yours)' : ''}
    nginx      ${path.join(cluster.dir, 'nginx')} (config, access.log with cache status and instance, cache)
`);
  if (bench) {
    const { benchCluster } = await import('./lib/cluster-bench.mjs');
    await benchCluster(cluster);
    await shutdown(0);
  }
} catch (error) {
  console.error(`✗ ${error.message}`);
  await shutdown(1);
}
