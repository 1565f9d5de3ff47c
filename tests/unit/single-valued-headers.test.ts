/**
 * Next's first render of a redirecting ISR page sets `Location` and then appends the cached copy
 * (vercel/next.js#82117). The guard keeps one; repeatable headers stay repeatable.
 */
import http, { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepSingleValuedHeadersSingle } from '@/lib/routing/single-valued-headers';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  vi.unstubAllEnvs();
});

/** Answers one request the way Next's ISR miss does and returns the raw header lines received. */
async function rawHeadersOf(Response: http.ServerOptions['ServerResponse']): Promise<[string, string][]> {
  const server = http.createServer({ ServerResponse: Response }, (_request, response) => {
    response.statusCode = 308;
    response.setHeader('Location', '/it-it/products/lampada');
    response.appendHeader('location', '/it-it/products/lampada');
    response.setHeader('x-nextjs-stale-time', '300');
    response.appendHeader('x-nextjs-stale-time', '300');
    response.appendHeader('Set-Cookie', 'a=1');
    response.appendHeader('Set-Cookie', 'b=2');
    response.appendHeader('Vary', 'RSC');
    response.appendHeader('Vary', 'Accept-Encoding');
    response.end();
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

const count = (pairs: [string, string][], name: string) => pairs.filter(([key]) => key === name).length;

describe('single-valued response headers', () => {
  it('without the guard, Node sends the appended copy: two Location lines (the bug)', async () => {
    class Plain<R extends http.IncomingMessage = http.IncomingMessage> extends ServerResponse<R> {}
    const pairs = await rawHeadersOf(Plain);
    expect(count(pairs, 'location')).toBe(2);
  });

  it('with the guard, one Location and one stale time; cookies and Vary keep every value', async () => {
    class Guarded<R extends http.IncomingMessage = http.IncomingMessage> extends ServerResponse<R> {}
    keepSingleValuedHeadersSingle(Guarded.prototype);
    keepSingleValuedHeadersSingle(Guarded.prototype); // a second call changes nothing
    const pairs = await rawHeadersOf(Guarded);
    expect(pairs.filter(([key]) => key === 'location')).toEqual([['location', '/it-it/products/lampada']]);
    expect(count(pairs, 'x-nextjs-stale-time')).toBe(1);
    expect(pairs.filter(([key]) => key === 'set-cookie').map(([, value]) => value)).toEqual(['a=1', 'b=2']);
    expect(pairs.filter(([key]) => key === 'vary').map(([, value]) => value).join(', ')).toBe('RSC, Accept-Encoding');
  });

  it('the server registers the guard at start on the Node runtime', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('SENTRY_DSN', '');
    const { register } = await import('@/instrumentation');
    await register();
    const pairs = await rawHeadersOf(ServerResponse);
    expect(count(pairs, 'location')).toBe(1);
  });
});
