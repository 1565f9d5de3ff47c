import type { Locale } from '@/lib/i18n/locale-list';
import { SITE_NAME } from './metadata';
import { SCHEMA_CONTEXT } from './json-ld';
import { hreflangOf } from './urls';

export interface BlogPostingInput {
  locale: Locale;
  url: string;
  origin: string;
  headline: string;
  description?: string | null;
  image?: string | null;
  author?: string | null;
  datePublished?: string | null;
  dateModified?: string | null;
}

/** A magazine post: headline, author, dates and picture, published by the shop, in the page's language. */
export function blogPostingJsonLd({ locale, url, origin, headline, description, image, author, datePublished, dateModified }: BlogPostingInput) {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BlogPosting',
    headline,
    ...(description ? { description } : {}),
    ...(image ? { image: [image] } : {}),
    ...(datePublished ? { datePublished } : {}),
    ...(dateModified || datePublished ? { dateModified: dateModified ?? datePublished } : {}),
    author: author ? { '@type': 'Person', name: author } : { '@type': 'Organization', name: SITE_NAME, url: origin },
    publisher: { '@type': 'Organization', '@id': `${origin}/#organization`, name: SITE_NAME, url: origin },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: hreflangOf(locale),
  };
}
