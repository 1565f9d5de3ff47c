/**
 * nginx for the cluster (deploy/nginx/cluster.conf): the template filled for this run, in a folder of
 * its own (its config, logs, cache and temporary files), and Debian's binary started on it in the
 * foreground. Works as root (workers as nobody, who then owns the folder) and as any other user.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.mjs';

export const NGINX_TEMPLATE = path.join(ROOT, 'deploy/nginx/cluster.conf');

/** Debian's nginx, or NGINX_BIN; null when neither is there. */
export function nginxBinary(env = process.env) {
  const candidates = [env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean);
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

/** The template with its placeholders filled. Throws on a placeholder left unfilled. */
export function renderNginxConfig({ dir, listen, upstreams, edgeSeconds = 1, workerProcesses = 1, runAsRoot = false, template = fs.readFileSync(NGINX_TEMPLATE, 'utf8') }) {
  const values = {
    DIR: dir,
    LISTEN: listen,
    UPSTREAM_SERVERS: upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n'),
    EDGE_SECONDS: String(edgeSeconds),
    WORKER_PROCESSES: String(workerProcesses),
    // As root nginx hands its workers to an unprivileged user; as anyone else the directive is not written.
    USER_DIRECTIVE: runAsRoot ? 'user nobody nogroup;' : '# (not root: the workers run as the user who started nginx)',
  };
  return template.replace(/\{\{(\w+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx/cluster.conf: no value for {{${name}}}`);
    return values[name];
  });
}

/** Writes the config into `dir` and starts nginx on it (foreground, so it stops with us). */
export function startNginx({ dir, port, upstreams, edgeSeconds, host = '127.0.0.1', stdio = 'inherit', env = process.env }) {
  const binary = nginxBinary(env);
  if (!binary) throw new Error("nginx is not installed: apt-get install nginx (Debian's), or set NGINX_BIN");
  const runAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, renderNginxConfig({ dir, listen: `${host}:${port}`, upstreams, edgeSeconds, runAsRoot }));
  // The workers (nobody, when started as root) write the cache and the temporary files: they own the
  // folder, and may pass through the one that holds it (a private temporary folder of ours).
  if (runAsRoot) {
    spawnSync('chown', ['-R', 'nobody:nogroup', dir]);
    const parent = path.dirname(dir);
    fs.chmodSync(parent, fs.statSync(parent).mode | 0o001);
  }
  const check = spawnSync(binary, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration (${conf}):\n${check.stderr}`);
  return spawn(binary, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], { stdio });
}
