/**
 * The cluster the cluster tests run against, as its own process (Playwright loads its setup as
 * CommonJS; the cluster's scripts are ES modules): the production build, `createCluster` on the
 * test ports with a fresh database of 400 pieces (every child's output in test-results/cluster-logs/),
 * and a control server on loopback through which the tests kill an instance, stop Redis or restart
 * the backend, so every process stays a child of this one. Writes what it started to
 * CLUSTER_TEST_STATE_FILE once nginx answers; SIGTERM or SIGINT stops it all.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from '../../scripts/lib/build.mjs';
import { clusterSettings, createCluster } from '../../scripts/lib/cluster.mjs';
import { ROOT } from '../../scripts/lib/processes.mjs';

const stateFile = process.env.CLUSTER_TEST_STATE_FILE;
if (!stateFile) throw new Error('CLUSTER_TEST_STATE_FILE is unset');
const env = process.env;
// The tests' own ports (never those of a running `npm run cluster`) and always their own Redis.
const settings = clusterSettings({
  CLUSTER_PORT: env.CLUSTER_TEST_PORT ?? '8480',
  CLUSTER_INSTANCE_PORTS: env.CLUSTER_TEST_INSTANCE_PORTS ?? '3481,3482',
  CLUSTER_BACKEND_PORT: env.CLUSTER_TEST_BACKEND_PORT ?? '4481',
  CLUSTER_REDIS_PORT: env.CLUSTER_TEST_REDIS_PORT ?? '6481',
});

// The journeys' build, which this suite runs after (its test-only routes answer only with
// STOREFRONT_TEST_ROUTES=1, which the cluster does not set): no second build.
if (!ensureBuild({ testRoutes: true })) process.exit(1);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casamaestri-cluster-data-'));
const cluster = createCluster({ settings, dataDir, seedProducts: 400, freshCaches: true, logDir: path.join(ROOT, 'test-results/cluster-logs') });

const control = http.createServer((request, response) => {
  const actions = {
    '/redis/stop': () => cluster.stopRedis(),
    '/backend/restart': () => cluster.restartBackend(),
    ...Object.fromEntries(cluster.instanceUrls.map((_, i) => [`/instances/${i}/kill`, () => cluster.killInstance(i)])),
  };
  const action = request.method === 'POST' ? actions[request.url ?? ''] : undefined;
  if (!action) return void response.writeHead(404).end();
  action().then(
    () => response.writeHead(204).end(),
    (error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
  );
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  control.close();
  await cluster.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

try {
  await cluster.start();
  await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve));
  const state = {
    url: cluster.url,
    instanceUrls: cluster.instanceUrls,
    backendUrl: cluster.backendUrl,
    dataDir,
    nginxDir: path.join(cluster.dir, 'nginx'),
    controlUrl: `http://127.0.0.1:${control.address().port}`,
  };
  fs.writeFileSync(stateFile, JSON.stringify(state));
  console.log(`cluster for the tests open at ${cluster.url}`);
} catch (error) {
  console.error(`✗ ${error.message}`);
  await stop(1);
}
