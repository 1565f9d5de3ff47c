/**
 * Who the client is, for the per-client rate limits: the address of the socket the request came on,
 * unless that socket is one of the proxies the operator named (RATE_LIMIT_TRUSTED_PROXIES); only
 * then are the proxy's `X-Forwarded-For` (read from the right, skipping further trusted proxies) or
 * its RATE_LIMIT_CLIENT_IP_HEADER believed. Anything a client writes itself is ignored: rotating
 * `X-Forwarded-For` no longer buys a fresh limit (issue 36).
 *
 * Next passes route handlers no socket, and writes the socket's address into `X-Forwarded-For`
 * only when the header is absent, so a client's own header hid it. `stampPeerAddresses` (called
 * once from instrumentation's `register`) writes the socket's address into PEER_HEADER on every
 * request this process receives, overwriting whatever a client sent under that name.
 */
import { Server, type IncomingMessage } from 'node:http';

export const PEER_HEADER = 'x-casa-maestri-peer';

/** `::ffff:10.0.0.1` is 10.0.0.1. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped ? mapped[1] : trimmed).toLowerCase();
}

function ipv4(address: string): bigint | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.reduce((n, p) => (n << 8n) | BigInt(Number(p)), 0n);
}

function ipv6(address: string): bigint | null {
  if (!/^[0-9a-f:]+$/i.test(address) || address.split('::').length > 2) return null;
  const [head, tail] = address.includes('::') ? address.split('::') : [address, null];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === null ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array(tail === null ? 0 : missing).fill('0'), ...right];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.reduce((n, g) => (n << 16n) | BigInt(parseInt(g, 16)), 0n);
}

function parse(address: string): { bits: 32 | 128; value: bigint } | null {
  const a = normalizeAddress(address);
  const v4 = ipv4(a);
  if (v4 !== null) return { bits: 32, value: v4 };
  const v6 = ipv6(a);
  return v6 === null ? null : { bits: 128, value: v6 };
}

export type AddressMatcher = (address: string) => boolean;

/**
 * RATE_LIMIT_TRUSTED_PROXIES: addresses and CIDR ranges, comma-separated (`10.0.0.0/8, ::1`), and
 * `loopback` for a proxy on the same machine. Entries that do not parse are ignored.
 */
export function trustedProxies(setting: string | undefined): AddressMatcher {
  const ranges: { bits: 32 | 128; value: bigint; prefix: number }[] = [];
  for (const raw of (setting ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const entries = raw.toLowerCase() === 'loopback' ? ['127.0.0.0/8', '::1/128'] : [raw];
    for (const entry of entries) {
      const [address, prefixText] = entry.split('/');
      const parsed = parse(address);
      if (!parsed) continue;
      const prefix = prefixText === undefined ? parsed.bits : Number(prefixText);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > parsed.bits) continue;
      ranges.push({ ...parsed, prefix });
    }
  }
  return (address) => {
    const parsed = parse(address);
    if (!parsed) return false;
    return ranges.some((r) => {
      if (r.bits !== parsed.bits) return false;
      const shift = BigInt(r.bits - r.prefix);
      return r.value >> shift === parsed.value >> shift;
    });
  };
}

/** The client's address by the rule above; `headers` as the route handler sees them. */
export function clientAddress(headers: Headers, env: Record<string, string | undefined> = process.env): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '').split(',').map((part) => normalizeAddress(part)).filter(Boolean);
  const peer = normalizeAddress(headers.get(PEER_HEADER) ?? '');
  // No stamp (a runtime without instrumentation): Next's own entry, the last, is the best there is.
  if (!peer) return forwarded.at(-1) ?? 'unknown';
  const trusted = trustedProxies(env.RATE_LIMIT_TRUSTED_PROXIES);
  if (!trusted(peer)) return peer;
  const named = env.RATE_LIMIT_CLIENT_IP_HEADER?.trim().toLowerCase();
  const fromNamed = named ? normalizeAddress(headers.get(named)?.split(',')[0] ?? '') : '';
  if (fromNamed) return fromNamed;
  // Next's own entry (the peer again, when the proxy sent no header) is not a hop of the chain.
  const chain = forwarded.at(-1) === peer ? forwarded.slice(0, -1) : forwarded;
  for (let i = chain.length - 1; i >= 0; i -= 1) if (!trusted(chain[i])) return chain[i];
  return chain[0] ?? peer;
}

const stamped = Symbol.for('casamaestri.peerAddress');
type Stampable = typeof Server.prototype & { [stamped]?: true };

/** Writes every request's socket address into PEER_HEADER (once per process; instrumentation.ts). */
export function stampPeerAddresses(prototype: Stampable = Server.prototype): void {
  if (prototype[stamped]) return;
  const emit = prototype.emit;
  prototype.emit = function emitWithPeer(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage;
      request.headers[PEER_HEADER] = normalizeAddress(request.socket?.remoteAddress ?? '');
    }
    return (emit as (this: Server, event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as typeof prototype.emit;
  prototype[stamped] = true;
}
