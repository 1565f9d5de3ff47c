/**
 * Next 16 copies the proxy's rewrite target onto every rewritten answer as `x-middleware-rewrite`
 * (`/it-it--trade/products/x`), and onto flight-data answers as `x-nextjs-rewritten-path`: the guard
 * keeps them off the wire; other headers pass unchanged.
 */
import http, { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideInternalHeaders } from '@/lib/routing/internal-headers';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  vi.unstubAllEnvs();
});

/** Answers one request the way Next's router server does after a proxy rewrite; returns the header lines received. */
async function rawHeadersOf(Response: http.ServerOptions['ServerResponse']): Promise<[string, string][]> {
  const server = http.createServer({ ServerResponse: Response }, (_request, response) => {
    response.setHeader('x-middleware-rewrite', '/it-it--trade/products/lido');
    response.appendHeader('X-Middleware-Rewrite', '/en-us/filtered/search?query=sofa');
    response.setHeader('x-nextjs-rewritten-path', '/en-us/filtered/search');
    response.setHeader('x-nextjs-rewritten-query', 'query=sofa');
    response.setHeader('Cache-Control', 'private, no-store');
    response.appendHeader('Vary', 'rsc');
    response.end('ok');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/' }, (response) => {
        const raw = response.rawHeaders;
        const pairs: [string, string][] = [];
        for (let i = 0; i < raw.length; i += 2) pairs.push([raw[i].toLowerCase(), raw[i + 1]]);
        response.resume();
        resolve(pairs);
      })
      .on('error', reject);
  });
}

const names = (pairs: [string, string][]) => pairs.map(([key]) => key);

describe('internal rewrite headers', () => {
  it('without the guard, Node sends the internal path (what Next 16 does)', async () => {
    class Plain<R extends http.IncomingMessage = http.IncomingMessage> extends ServerResponse<R> {}
    expect(names(await rawHeadersOf(Plain))).toEqual(expect.arrayContaining(['x-middleware-rewrite', 'x-nextjs-rewritten-path', 'x-nextjs-rewritten-query']));
  });

  it('with the guard, the internal path is never sent; the other headers are', async () => {
    class Guarded<R extends http.IncomingMessage = http.IncomingMessage> extends ServerResponse<R> {}
    hideInternalHeaders(Guarded.prototype);
    hideInternalHeaders(Guarded.prototype); // a second call changes nothing
    const pairs = await rawHeadersOf(Guarded);
    for (const internal of ['x-middleware-rewrite', 'x-nextjs-rewritten-path', 'x-nextjs-rewritten-query']) expect(names(pairs)).not.toContain(internal);
    expect(pairs.map(([, value]) => value).join(' ')).not.toMatch(/--trade|filtered/);
    expect(pairs).toContainEqual(['cache-control', 'private, no-store']);
    expect(pairs).toContainEqual(['vary', 'rsc']);
  });

  it('the server registers the guard at start on the Node runtime', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('SENTRY_DSN', '');
    const { register } = await import('@/instrumentation');
    await register();
    expect(names(await rawHeadersOf(ServerResponse))).not.toContain('x-middleware-rewrite');
  });
});
