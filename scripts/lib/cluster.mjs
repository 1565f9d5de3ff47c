/**
 * The cluster (`npm run cluster`, and the cluster tests): Redis, the embedded backend once, several
 * `next start` instances sharing Redis (REDIS_URL), and nginx in front as load balancer and shared
 * cache (deploy/nginx/cluster.conf). Everything it starts is its child, and `stop()` ends them all
 * and removes its temporary folder (Redis's working folder, nginx's config, logs and cache).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { clearServedCaches, startBackend, startStorefront, waitForUrl } from './processes.mjs';
import { startNginx } from './cluster-nginx.mjs';

const DEFAULTS = { port: 8080, instancePorts: [3001, 3002], backendPort: 4001, redisPort: 6379, edgeSeconds: 1 };

function portFrom(name, raw) {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${name} must be a port number (1–65535), not "${raw}"`);
  return port;
}

/**
 * The cluster's ports and settings from the environment: CLUSTER_PORT (nginx, 8080),
 * CLUSTER_INSTANCE_PORTS (comma-separated, 3001,3002), CLUSTER_BACKEND_PORT (4001),
 * CLUSTER_REDIS_PORT (6379), CLUSTER_EDGE_SECONDS (how long nginx keeps a page, 1). With REDIS_URL
 * set, that Redis is used and none is started.
 */
export function clusterSettings(env = process.env) {
  const set = (name) => env[name] !== undefined && env[name] !== '';
  const instancePorts = set('CLUSTER_INSTANCE_PORTS')
    ? env.CLUSTER_INSTANCE_PORTS.split(',').map((part) => portFrom('CLUSTER_INSTANCE_PORTS', part.trim()))
    : DEFAULTS.instancePorts;
  if (instancePorts.length < 1) throw new Error('CLUSTER_INSTANCE_PORTS names no port');
  const edgeSeconds = set('CLUSTER_EDGE_SECONDS') ? Number(env.CLUSTER_EDGE_SECONDS) : DEFAULTS.edgeSeconds;
  if (!Number.isInteger(edgeSeconds) || edgeSeconds < 1 || edgeSeconds > 86_400) throw new Error(`CLUSTER_EDGE_SECONDS must be whole seconds (1–86400), not "${env.CLUSTER_EDGE_SECONDS}"`);
  const settings = {
    port: set('CLUSTER_PORT') ? portFrom('CLUSTER_PORT', env.CLUSTER_PORT) : DEFAULTS.port,
    instancePorts,
    backendPort: set('CLUSTER_BACKEND_PORT') ? portFrom('CLUSTER_BACKEND_PORT', env.CLUSTER_BACKEND_PORT) : DEFAULTS.backendPort,
    redisPort: set('CLUSTER_REDIS_PORT') ? portFrom('CLUSTER_REDIS_PORT', env.CLUSTER_REDIS_PORT) : DEFAULTS.redisPort,
    redisUrl: set('REDIS_URL') ? env.REDIS_URL : null,
    edgeSeconds,
  };
  const ports = [settings.port, ...settings.instancePorts, settings.backendPort, ...(settings.redisUrl ? [] : [settings.redisPort])];
  if (new Set(ports).size !== ports.length) throw new Error(`the cluster's ports must differ: ${ports.join(', ')}`);
  return settings;
}

/** True when nothing listens on `port` of the loopback address. */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Debian's redis-server, or REDIS_SERVER_BIN; null when neither is there. */
export function redisServerBinary(env = process.env) {
  return [env.REDIS_SERVER_BIN, '/usr/bin/redis-server', '/usr/local/bin/redis-server'].filter(Boolean).find((file) => fs.existsSync(file)) ?? null;
}

/** Redis answers PING on `port` (its own protocol, no client library). */
export function redisAnswers(port, host = '127.0.0.1', timeoutMs = 1_000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function waitFor(check, what, { timeoutMs = 30_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Redis for the cluster, not the system's service: loopback only, no persistence (a cache and
 * counters: nothing to keep), its working folder and pid file in `dir`, in the foreground.
 */
export function startRedis({ port, dir, stdio = 'inherit', env = process.env }) {
  const binary = redisServerBinary(env);
  if (!binary) throw new Error("redis-server is not installed: apt-get install redis-server (Debian's), or set REDIS_SERVER_BIN");
  fs.mkdirSync(dir, { recursive: true });
  return spawn(binary, [
    '--port', String(port), '--bind', '127.0.0.1', '--protected-mode', 'yes',
    '--save', '', '--appendonly', 'no', '--dir', dir, '--pidfile', path.join(dir, 'redis.pid'),
    '--daemonize', 'no', '--logfile', '', '--loglevel', 'warning',
    // When full, the least recently used entries with a lifetime go; tag states (no lifetime) never do (ADR 0016).
    '--maxmemory', '256mb', '--maxmemory-policy', 'volatile-lru',
  ], { stdio });
}

/** Ends a child and waits for it (SIGKILL after `graceMs`); resolves at once for one already gone. */
export function stopChild(child, { signal = 'SIGTERM', graceMs = 5_000 } = {}) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/**
 * The cluster, not started yet: `start()` resolves once nginx answers the home page; `stop()` ends
 * whatever has started so far (also while `start()` is still waiting: it then rejects) and removes
 * the temporary folder. `dataDir` is the embedded backend's (seeded on first use); `freshCaches`
 * drops what an earlier `next start` cached (for a fresh database); `logDir` sends each child's
 * output to a file of its own there instead of this terminal. `warmUpImageSearch` false: the
 * backend renders no search-by-image signatures in the background (the bench's setting).
 */
export function createCluster({ settings = clusterSettings(), dataDir, seedProducts, freshCaches = false, warmUpImageSearch = true, logDir = null, log = console.log, extraEnv = {} } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casamaestri-cluster-'));
  if (logDir) fs.mkdirSync(logDir, { recursive: true });
  const stdioFor = (name) => {
    if (!logDir) return 'inherit';
    const fd = fs.openSync(path.join(logDir, `${name}.log`), 'a');
    return ['ignore', fd, fd];
  };
  const nginxUrl = `http://localhost:${settings.port}`;
  const backendUrl = `http://127.0.0.1:${settings.backendPort}`;
  const redisUrl = settings.redisUrl ?? `redis://127.0.0.1:${settings.redisPort}`;
  const cluster = {
    dir,
    settings,
    url: nginxUrl,
    backendUrl,
    redisUrl,
    instanceUrls: settings.instancePorts.map((port) => `http://localhost:${port}`),
    redis: null,
    backend: null,
    instances: [],
    nginx: null,
    stopped: false,
    start,
    /** Kills an instance outright (kill -9), as a crashed machine would leave it. */
    killInstance: (index) => stopChild(cluster.instances[index], { signal: 'SIGKILL' }),
    /** Stops Redis (the instances go on without it). */
    stopRedis: () => stopChild(cluster.redis),
    /** Stops the embedded backend and starts it again on the same data (e.g. after its content dataset was edited). */
    async restartBackend() {
      await stopChild(cluster.backend, { graceMs: 10_000 });
      cluster.backend = launch(backendProcess);
      await waitForUrl(`${backendUrl}/health`, { child: cluster.backend, timeoutMs: 5 * 60_000 });
    },
    /** Stops everything it started (nginx first, so no shopper meets a half-stopped cluster) and removes its folder. */
    async stop() {
      if (cluster.stopped) return;
      cluster.stopped = true;
      await stopChild(cluster.nginx);
      await Promise.all(cluster.instances.map((child) => stopChild(child)));
      await stopChild(cluster.backend, { graceMs: 10_000 });
      await stopChild(cluster.redis);
      // nginx's own logs (errors, and each request's cache status and instance) outlive the run beside the others'.
      for (const name of ['error.log', 'access.log']) {
        const file = path.join(dir, 'nginx', name);
        if (logDir && fs.existsSync(file)) fs.copyFileSync(file, path.join(logDir, `nginx-${name}`));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  // It tells the storefront of stock changes through the balancer, as a real commerce service's webhook would.
  const backendProcess = () => startBackend({ port: settings.backendPort, dataDir, seedProducts, storefrontUrl: nginxUrl, warmUpImageSearch, stdio: stdioFor('backend') });
  /** Runs `spawn` unless the cluster was stopped meanwhile. */
  const launch = (spawnChild) => {
    if (cluster.stopped) throw new Error('the cluster was stopped while starting');
    return spawnChild();
  };

  async function start() {
    try {
      const wanted = [settings.port, ...settings.instancePorts, settings.backendPort, ...(settings.redisUrl ? [] : [settings.redisPort])];
      for (const port of wanted) {
        if (!(await portIsFree(port))) throw new Error(`port ${port} is in use; choose others with CLUSTER_PORT, CLUSTER_INSTANCE_PORTS, CLUSTER_BACKEND_PORT, CLUSTER_REDIS_PORT`);
      }

      if (!settings.redisUrl) {
        log(`› starting Redis on 127.0.0.1:${settings.redisPort}`);
        cluster.redis = launch(() => startRedis({ port: settings.redisPort, dir: path.join(dir, 'redis'), stdio: stdioFor('redis') }));
        await waitFor(() => redisAnswers(settings.redisPort), 'redis-server', { child: cluster.redis });
      }

      log('› starting the embedded backend (first run seeds the catalogue)…');
      cluster.backend = launch(backendProcess);
      await waitForUrl(`${backendUrl}/health`, { child: cluster.backend, timeoutMs: 15 * 60_000 });

      // The instances share one build folder: what an earlier server cached is dropped once, before either starts.
      if (freshCaches) clearServedCaches();
      log(`› starting ${settings.instancePorts.length} storefront instances on ${settings.instancePorts.map((p) => `:${p}`).join(', ')}`);
      cluster.instances = launch(() =>
        settings.instancePorts.map((port) =>
          startStorefront({
            port,
            backendUrl,
            stdio: stdioFor(`storefront-${port}`),
            extraEnv: {
              REDIS_URL: redisUrl,
              // Canonical URLs and e-mail links name the shop's public address: nginx's.
              SITE_URL: process.env.SITE_URL ?? nginxUrl,
              // Behind nginx every request comes from it: believe its X-Forwarded-For (set from the socket).
              RATE_LIMIT_TRUSTED_PROXIES: process.env.RATE_LIMIT_TRUSTED_PROXIES ?? 'loopback',
              ...extraEnv,
            },
          }),
        ),
      );
      await Promise.all(cluster.instances.map((child, i) => waitForUrl(`${cluster.instanceUrls[i]}/`, { child })));

      log(`› starting nginx on 127.0.0.1:${settings.port} (load balancer and shared cache)`);
      cluster.nginx = launch(() =>
        startNginx({
          dir: path.join(dir, 'nginx'),
          port: settings.port,
          upstreams: settings.instancePorts.map((port) => `127.0.0.1:${port}`),
          edgeSeconds: settings.edgeSeconds,
          stdio: stdioFor('nginx'),
        }),
      );
      await waitForUrl(`${nginxUrl}/`, { child: cluster.nginx, timeoutMs: 60_000 });
      return cluster;
    } catch (error) {
      await cluster.stop();
      throw error;
    }
  }
  return cluster;
}
