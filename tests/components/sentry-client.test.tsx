/**
 * Error reporting in the browser (issue 19 item 7): the browser SDK with the shop's options
 * (lib/observability/sentry-options.ts, as instrumentation-client.ts sets it up) sends a client
 * error to the DSN's endpoint — a loopback HTTP server capturing envelopes — and holds back what
 * spec §8 ignores; without a DSN the set-up loads nothing at all.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Sentry from '@sentry/browser';
import { sentryOptions } from '@/lib/observability/sentry-options';
import { speedInsightsDeployed } from '@/components/observability/SpeedInsightsWhenDeployed';

let server: http.Server;
let dsn = '';
const bodies: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(server.address() as AddressInfo).port}/7`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const reported = () =>
  bodies.flatMap((body) =>
    body.split('\n').flatMap((line) => {
      try {
        return ((JSON.parse(line) as { exception?: { values?: { value?: string }[] } }).exception?.values ?? []).map((v) => v.value ?? '');
      } catch {
        return [];
      }
    }),
  );

describe('Sentry in the browser', () => {
  it('is inert without a DSN, and Speed Insights renders nothing off Vercel', () => {
    expect(sentryOptions(undefined)).toMatchObject({ dsn: undefined, enabled: false });
    delete process.env.VERCEL;
    expect(speedInsightsDeployed()).toBe(false);
    process.env.VERCEL = '1';
    expect(speedInsightsDeployed()).toBe(true);
    delete process.env.VERCEL;
  });

  it('sends a client error with the ignore list applied', async () => {
    Sentry.init({ ...sentryOptions(dsn, () => navigator.userAgent), integrations: [], transport: Sentry.makeFetchTransport });
    Sentry.captureException(new TypeError("Cannot read properties of undefined (reading 'price')"));
    Sentry.captureException(new Error('Hydration failed because the server rendered HTML didn\'t match the client.'));
    Sentry.captureException(new Error('Minified React error #425'));
    await Sentry.flush(5000);
    expect(reported()).toEqual(["Cannot read properties of undefined (reading 'price')"]);
    await Sentry.close(1000);
  });
});
