import type { MetadataRoute } from 'next';

/** Private and transactional pages stay out of search engines; everything else may be crawled. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/checkout/', '/*/checkout/', '/account', '/*/account', '/*?*nolayout'] }],
  };
}
