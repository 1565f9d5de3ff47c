import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/seo/urls';
import { SITEMAP_INDEX_PATH } from '@/lib/seo/sitemap';

/** The sitemap's origin is read when the shop runs (SITE_URL is deployment configuration), not at build. */
export const dynamic = 'force-dynamic';

/** Private and transactional pages stay out of search engines; everything else may be crawled, starting from the sitemap index. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/checkout/', '/*/checkout/', '/account', '/*/account', '/*?*nolayout'] }],
    sitemap: `${siteOrigin()}${SITEMAP_INDEX_PATH}`,
  };
}
