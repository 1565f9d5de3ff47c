import { serviceConfig } from '@/lib/config';

/**
 * GET /api/digitals/{token} — a product's CAD drawing or tearsheet (spec §7 GET digitals/{asset_token}),
 * streamed from the commerce service through the shop's own origin: the browser never learns the
 * service's address, and the body is piped, never buffered.
 */
const TOKEN = /^[A-Za-z0-9_-]{8,128}$/;
const PASSED_HEADERS = ['content-type', 'content-disposition', 'content-length', 'last-modified', 'etag'];

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!TOKEN.test(token)) return new Response('Not found', { status: 404 });
  const upstream = await fetch(`${serviceConfig.spree.url}/api/v2/storefront/digitals/${token}`, { cache: 'no-store', signal: AbortSignal.timeout(30_000) }).catch(() => null);
  if (!upstream) return new Response('Download unavailable', { status: 502 });
  if (!upstream.ok || !upstream.body) return new Response('Not found', { status: upstream.status === 404 ? 404 : 502 });
  const headers = new Headers({ 'Cache-Control': 'private, max-age=3600', 'X-Content-Type-Options': 'nosniff' });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
