/**
 * wrk, the load generator of the bench and the cluster bench: the bench's settings (two threads, 20
 * connections, `--latency`), run without blocking the caller's event loop, and its report read into
 * figures. Run synchronously (spawnSync, as before), the caller's loop stood still for the whole load:
 * its pooled keep-alive sockets that the server closed meanwhile still looked alive afterwards, and
 * the next fetch on one failed ("fetch failed", the bench's sitemap step), and a server's log piled up
 * unread in its pipe.
 */
import { spawn, spawnSync } from 'node:child_process';

export const WRK_THREADS = 2;
export const WRK_CONNECTIONS = 20;

export function hasWrk() {
  return spawnSync('which', ['wrk']).status === 0;
}

/** The figures of wrk's `--latency` report: req/s, requests, p50 and p99 (ms), non-2xx/3xx answers. */
export function parseWrk(out) {
  const toMs = (value, unit) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? 1);
  const percentile = (p) => {
    const match = out.match(new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s|m)\\b`));
    return match ? Number(toMs(match[1], match[2]).toFixed(1)) : null;
  };
  return {
    reqPerSec: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0)),
    requests: Number(out.match(/(\d+) requests in/)?.[1] ?? 0),
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    non2xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
  };
}

/**
 * One wrk run against `url`. `core` (a CPU number): wrk runs pinned to it (taskset), so it does not take
 * turns with a server pinned to another core.
 */
export function runWrk(url, { seconds = 10, headers = {}, core = null } = {}) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const wrkArgs = [`-t${WRK_THREADS}`, `-c${WRK_CONNECTIONS}`, `-d${seconds}s`, '--latency', ...headerArgs, url];
  const [command, commandArgs] = core === null ? ['wrk', wrkArgs] : ['taskset', ['-c', String(core), 'wrk', ...wrkArgs]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(parseWrk(out)) : reject(new Error(`${command} exited with ${code}: ${out.slice(0, 300)}`))));
  });
}
