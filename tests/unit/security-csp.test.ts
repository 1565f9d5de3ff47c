import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, HSTS, originOf, securityHeaders } from '@/lib/security/csp';

/** The policy as a map of directive → sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

const embedded = securityHeaders({
  commerceUrl: 'http://127.0.0.1:4000',
  imageHosts: [new URL('http://127.0.0.1:4000'), new URL('https://cdn.sanity.io')],
});
const csp = (headers: { key: string; value: string }[]) => parse(headers.find((h) => h.key === 'Content-Security-Policy')!.value);

describe('Content-Security-Policy', () => {
  it('has the directives that close the usual doors', () => {
    const policy = csp(embedded);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('allows scripts from the shop only (inline for Next’s bootstrap on shared cached pages), never eval, never a nonce', () => {
    const scripts = csp(embedded)['script-src'];
    expect(scripts).toEqual(["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'"]);
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.join(' ')).not.toMatch(/nonce|\*/);
  });

  it('lists the image hosts, and the commerce service for connections (3D models), the embedded one on any port', () => {
    const policy = csp(embedded);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:*', 'https://cdn.sanity.io']);
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:*']);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['font-src']).toEqual(["'self'", 'data:']);
  });

  it('names real hosts exactly, and Sentry’s only when it is configured', () => {
    const live = csp(
      securityHeaders({
        commerceUrl: 'https://api.casamaestri.example',
        imageHosts: [new URL('https://api.casamaestri.example'), new URL('https://cdn.sanity.io')],
        sentryDsn: 'https://abc@o12.ingest.sentry.io/34',
      }),
    );
    expect(live['connect-src']).toEqual(["'self'", 'https://api.casamaestri.example', 'https://o12.ingest.sentry.io']);
    expect(live['img-src']).toContain('https://api.casamaestri.example');
    expect(live['img-src']).not.toContain('http://127.0.0.1:*');
  });

  it('lets next dev have eval and its websocket, and nothing else', () => {
    const dev = parse(contentSecurityPolicy({ imageOrigins: [], connectOrigins: [], dev: true }));
    expect(dev['script-src']).toContain("'unsafe-eval'");
    expect(dev['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
  });

  it('ignores addresses that are not http(s)', () => {
    expect(originOf('javascript:alert(1)')).toBe('');
    expect(originOf('')).toBe('');
    expect(originOf('not a url')).toBe('');
  });

  it('keeps HSTS out of the headers every response gets (it is sent on https only)', () => {
    expect(embedded.map((h) => h.key)).not.toContain(HSTS.key);
  });
});
