/**
 * Error reporting on the server (issue 19 item 7): inert without a DSN; with one, a thrown request
 * error reaches the DSN's endpoint — here a loopback HTTP server capturing envelopes — with the
 * spec §8 ignore list applied (hydration errors, the crawler's service-worker failures).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: http.Server;
let dsn = '';
const envelopes: string[] = [];

/** The exception messages of the captured envelopes' events (the envelope also carries source context, so read the events). */
function reported(): string[] {
  return envelopes.flatMap((envelope) =>
    envelope
      .split('\n')
      .slice(1)
      .flatMap((line) => {
        try {
          const item = JSON.parse(line) as { exception?: { values?: { value?: string }[] } };
          return (item.exception?.values ?? []).map((v) => v.value ?? '');
        } catch {
          return [];
        }
      }),
  );
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      envelopes.push(`${req.url}\n${Buffer.concat(chunks).toString('utf8')}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(server.address() as AddressInfo).port}/42`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Sentry on the server', () => {
  it('stays inert without a DSN: register() initialises nothing and request errors are not captured', async () => {
    delete process.env.SENTRY_DSN;
    const instrumentation = await import('../../instrumentation');
    await instrumentation.register();
    const Sentry = await import('@sentry/nextjs');
    expect(Sentry.getClient()).toBeUndefined();
    await instrumentation.onRequestError(new Error('nobody hears this'), { path: '/x', method: 'GET', headers: {} }, { routerKind: 'App Router', routePath: '/x', routeType: 'render', renderSource: 'react-server-components', revalidateReason: undefined });
    expect(envelopes).toEqual([]);
  });

  it('with a DSN, a thrown request error reaches the endpoint and the ignore list holds back the rest', async () => {
    process.env.SENTRY_DSN = dsn;
    const instrumentation = await import('../../instrumentation');
    await instrumentation.register();
    const Sentry = await import('@sentry/nextjs');
    expect(Sentry.getClient()).toBeDefined();
    const context = { routerKind: 'App Router', routePath: '/[storefront]/test-server-error', routeType: 'render', renderSource: 'react-server-components', revalidateReason: undefined } as const;
    const request = { path: '/test-server-error', method: 'GET', headers: { 'user-agent': 'Mozilla/5.0 Chrome/126' } };
    await instrumentation.onRequestError(new Error('Server render exploded'), request, context);
    await instrumentation.onRequestError(new Error('Minified React error #418; visit https://react.dev/errors/418'), request, context);
    Sentry.captureException(new Error("Failed to register a ServiceWorker for scope ('https://shop/')"), { extra: {} });
    await Sentry.flush(5000);
    expect(envelopes[0]).toMatch(/^\/api\/42\/envelope\//);
    // The hydration error is on the ignore list; a service-worker failure not from the crawler is
    // reported. The two envelopes travel on their own requests, so they may arrive in either order.
    expect(reported().sort()).toEqual(["Failed to register a ServiceWorker for scope ('https://shop/')", 'Server render exploded']);
    await Sentry.close(2000);
    delete process.env.SENTRY_DSN;
  });
});
