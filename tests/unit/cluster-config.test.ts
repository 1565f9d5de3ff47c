import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clusterSettings } from '../../scripts/lib/cluster.mjs';
import { nginxBinary, renderNginxConfig } from '../../scripts/lib/cluster-nginx.mjs';

/** `npm run cluster`'s settings and the nginx configuration it writes from deploy/nginx/cluster.conf. */
describe('cluster settings', () => {
  it('defaults to nginx :8080, instances :3001 and :3002, the backend :4001 and Redis :6379', () => {
    expect(clusterSettings({})).toEqual({ port: 8080, instancePorts: [3001, 3002], backendPort: 4001, redisPort: 6379, redisUrl: null, edgeSeconds: 1 });
  });

  it('moves every port by environment, and uses a Redis given by REDIS_URL instead of starting one', () => {
    const settings = clusterSettings({ CLUSTER_PORT: '9080', CLUSTER_INSTANCE_PORTS: '4101, 4102,4103', CLUSTER_BACKEND_PORT: '5001', CLUSTER_REDIS_PORT: '7000', REDIS_URL: 'redis://10.0.0.5:6379' });
    expect(settings).toMatchObject({ port: 9080, instancePorts: [4101, 4102, 4103], backendPort: 5001, redisPort: 7000, redisUrl: 'redis://10.0.0.5:6379' });
  });

  it('refuses a port that is no port, ports used twice and a lifetime that is not whole seconds, saying which', () => {
    expect(() => clusterSettings({ CLUSTER_PORT: 'eighty' })).toThrow(/CLUSTER_PORT must be a port number/);
    expect(() => clusterSettings({ CLUSTER_INSTANCE_PORTS: '3001,70000' })).toThrow(/CLUSTER_INSTANCE_PORTS/);
    expect(() => clusterSettings({ CLUSTER_PORT: '3001' })).toThrow(/must differ/);
    expect(() => clusterSettings({ CLUSTER_EDGE_SECONDS: '0.5' })).toThrow(/CLUSTER_EDGE_SECONDS/);
  });
});

describe('the nginx configuration', () => {
  const render = (runAsRoot: boolean) =>
    renderNginxConfig({ dir: '/tmp/cm-nginx', listen: '127.0.0.1:8080', upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'], edgeSeconds: 1, runAsRoot });

  it('fills every placeholder: both instances upstream, nginx\'s files in its own folder', () => {
    const config = render(false);
    expect(config).not.toMatch(/\{\{\w+\}\}/);
    expect(config).toContain('server 127.0.0.1:3001 max_fails=1');
    expect(config).toContain('server 127.0.0.1:3002 max_fails=1');
    expect(config).toContain('listen 127.0.0.1:8080;');
    for (const directive of ['pid', 'error_log', 'access_log', 'client_body_temp_path', 'proxy_temp_path', 'proxy_cache_path']) {
      expect(config).toMatch(new RegExp(`^\\s*${directive} /tmp/cm-nginx/`, 'm'));
    }
    expect(config).not.toMatch(/^user /m);
    expect(render(true)).toMatch(/^user nobody nogroup;$/m);
  });

  it('skips a dead instance, keeps what the shop lets a shared cache keep, and never a session\'s answer or Set-Cookie', () => {
    const config = render(false);
    expect(config).toMatch(/proxy_next_upstream error timeout http_502 http_503;/);
    expect(config).toMatch(/proxy_cache_bypass \$cm_private_visitor;/);
    expect(config).toMatch(/proxy_no_cache \$cm_private_visitor \$cm_not_shareable \$cm_instance_stale;/);
    // nginx's default keeps no answer with Set-Cookie; ignoring that header would store a visitor's cookies.
    expect(config).not.toMatch(/proxy_ignore_headers[^;]*Set-Cookie/i);
    expect(config).not.toMatch(/proxy_ignore_headers[^;]*Vary/i);
  });

  it.runIf(nginxBinary() !== null)('is a configuration Debian\'s nginx accepts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-nginx-test-'));
    try {
      const config = renderNginxConfig({ dir, listen: '127.0.0.1:18080', upstreams: ['127.0.0.1:13001', '127.0.0.1:13002'], runAsRoot: false });
      fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
      const check = spawnSync(nginxBinary()!, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-t', '-q'], { encoding: 'utf8' });
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
