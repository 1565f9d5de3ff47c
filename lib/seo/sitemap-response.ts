import { isServiceUnavailable, RETRY_AFTER_SECONDS } from '../services/unavailable';

/** How the sitemaps are answered: XML, cacheable by a CDN for an hour (they are public and the same for everyone). */
export const XML_HEADERS: HeadersInit = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
};

/**
 * A sitemap whose catalogue or content read gave no answer (a service down, or still warming up
 * right after a start) is answered 503 with `Retry-After`, never 500: a crawler then comes back
 * later and keeps the sitemap it had, and no cache stores the failure. Any other error stays a 500.
 */
export async function sitemapAnswer(build: () => Promise<Response>): Promise<Response> {
  try {
    return await build();
  } catch (error) {
    if (!isServiceUnavailable(error)) throw error;
    console.error(`sitemap unavailable: ${error.message}`);
    return new Response('The sitemap is unavailable for a moment; please come back later.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) },
    });
  }
}
