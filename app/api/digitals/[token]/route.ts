import type { NextRequest } from 'next/server';
import { serviceConfig } from '@/lib/config';
import { pricedCurrency } from '@/lib/product/downloads';
import { bearerToken } from '@/lib/session';

/**
 * GET /api/digitals/{token}[?price=true&currency=EUR] — a product's CAD drawing or tearsheet, the
 * latter with or without price (spec §7 GET digitals/{asset_token}), streamed from the commerce
 * service through the shop's own origin: the browser never learns the service's address, and the
 * body is piped, never buffered. A priced tearsheet is asked for with the shopper's token, so the
 * service adds the trade price for a trade user only, and it is never cached.
 */
const TOKEN = /^[A-Za-z0-9_-]{8,128}$/;
const PASSED_HEADERS = ['content-type', 'content-disposition', 'content-length', 'last-modified', 'etag'];

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!TOKEN.test(token)) return new Response('Not found', { status: 404 });
  const currency = pricedCurrency(request.nextUrl.searchParams);
  const upstreamUrl = `${serviceConfig.spree.url}/api/v2/storefront/digitals/${token}${currency ? `?price=true&currency=${currency}` : ''}`;
  const bearer = currency ? await bearerToken() : null;
  const upstream = await fetch(upstreamUrl, {
    cache: 'no-store',
    signal: AbortSignal.timeout(30_000),
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : undefined,
  }).catch(() => null);
  if (!upstream) return new Response('Download unavailable', { status: 502 });
  if (!upstream.ok || !upstream.body) return new Response('Not found', { status: upstream.status === 404 ? 404 : 502 });
  const headers = new Headers({ 'Cache-Control': currency ? 'private, no-store' : 'private, max-age=3600', 'X-Content-Type-Options': 'nosniff' });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
