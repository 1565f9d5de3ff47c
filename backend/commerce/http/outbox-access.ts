/**
 * Who may read the embedded outbox (password-reset and confirmation tokens, order numbers): it is a
 * test aid, so by default only a program on this machine — the peer is a loopback address, the Host is
 * a loopback name (no DNS rebinding) and no browser page of another site is asking (Origin,
 * Sec-Fetch-Site). With `EMBEDDED_OUTBOX_KEY` set, the `X-Outbox-Key` header must carry that key
 * instead, from anywhere. The answer never carries CORS headers (backend/app.ts skips /__embedded/).
 */
import crypto from 'node:crypto';
import type { Context } from 'hono';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.replace(/^::ffff:/, '');
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

function hostName(host: string | undefined): string {
  if (!host) return '';
  return (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]).toLowerCase();
}

function originIsLoopback(origin: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}

function sameKey(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** The peer's address as @hono/node-server passes it (env.incoming); undefined when not served over a socket. */
function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

export function mayReadOutbox(c: Context, key: string | null): boolean {
  if (key) return sameKey(c.req.header('x-outbox-key') ?? '', key);
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if (origin && !originIsLoopback(origin)) return false;
  if (site && site !== 'same-origin' && site !== 'none') return false;
  return isLoopbackAddress(peerAddress(c)) && LOOPBACK_HOSTS.has(hostName(c.req.header('host')));
}
