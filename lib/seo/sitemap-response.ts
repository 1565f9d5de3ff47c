/** How the sitemaps are answered: XML, cacheable by a CDN for an hour (they are public and the same for everyone). */
export const XML_HEADERS: HeadersInit = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
};
