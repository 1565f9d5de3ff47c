import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb-list';
import { blogPostingJsonLd } from '@/lib/seo/blog-posting';
import { collectionPageJsonLd } from '@/lib/seo/item-list';
import { jsonLdText } from '@/lib/seo/json-ld';
import { organizationJsonLd } from '@/lib/seo/organization';
import { websiteJsonLd } from '@/lib/seo/website';
import { breadcrumbJsonLd as productBreadcrumbs, jsonLdText as productJsonLdText } from '@/lib/product/json-ld';
import { PHONE_LINES } from '@/lib/i18n/contact';

const ORIGIN = 'https://www.casamaestri.example';
const absolute = (value: unknown) => typeof value === 'string' && value.startsWith(`${ORIGIN}/`);

describe('Organization and WebSite (the home page)', () => {
  it('name the shop with its logo and its customer-service lines, absolute URLs', () => {
    const org = organizationJsonLd({ origin: ORIGIN, url: ORIGIN });
    expect(org).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Casa Maestri', url: ORIGIN, email: 'care@casamaestri.example' });
    expect(absolute(org.logo.url)).toBe(true);
    const numbers = org.contactPoint.map((c) => c.telephone);
    expect(numbers).toEqual([...new Set(Object.values(PHONE_LINES).map((l) => l.number))]);
    expect(org.contactPoint.every((c) => c['@type'] === 'ContactPoint' && c.contactType === 'customer service')).toBe(true);
  });

  it('offers the locale\'s search as a SearchAction', () => {
    const site = websiteJsonLd({ locale: 'it-it', name: 'Casa Maestri', origin: ORIGIN });
    expect(site).toMatchObject({ '@type': 'WebSite', url: `${ORIGIN}/it-it`, inLanguage: 'it-IT' });
    expect(site.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/it-it/search?query={search_term_string}`);
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
    expect(websiteJsonLd({ locale: 'en-us', name: 'Casa Maestri', origin: ORIGIN }).potentialAction.target.urlTemplate).toBe(`${ORIGIN}/search?query={search_term_string}`);
  });
});

describe('BreadcrumbList', () => {
  it('numbers the trail from 1, and is the same module the product page uses', () => {
    const list = breadcrumbJsonLd([{ name: 'Home', url: ORIGIN }, { name: 'Sedute', url: `${ORIGIN}/it-it/categories/sedute` }]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: ORIGIN },
      { '@type': 'ListItem', position: 2, name: 'Sedute', item: `${ORIGIN}/it-it/categories/sedute` },
    ]);
    expect(productBreadcrumbs).toBe(breadcrumbJsonLd);
    expect(productJsonLdText).toBe(jsonLdText);
  });
});

describe('BlogPosting', () => {
  const base = { locale: 'fr-fr' as const, url: `${ORIGIN}/fr-fr/magazine/stories/murano`, origin: ORIGIN, headline: 'Murano', description: 'Le verre.', image: 'https://cdn.example/m.jpg' };

  it('carries the author, both dates, the picture and the page', () => {
    const post = blogPostingJsonLd({ ...base, author: 'Giulia Neri', datePublished: '2026-03-02T09:00:00Z', dateModified: '2026-03-05T10:00:00Z' });
    expect(post).toMatchObject({
      '@type': 'BlogPosting', headline: 'Murano', inLanguage: 'fr-FR', image: ['https://cdn.example/m.jpg'],
      author: { '@type': 'Person', name: 'Giulia Neri' }, datePublished: '2026-03-02T09:00:00Z', dateModified: '2026-03-05T10:00:00Z',
      mainEntityOfPage: { '@type': 'WebPage', '@id': base.url },
    });
    expect(post.publisher).toMatchObject({ '@type': 'Organization', name: 'Casa Maestri' });
  });

  it('falls back to the shop as author and to the publish date as the last change', () => {
    const post = blogPostingJsonLd({ ...base, author: null, datePublished: '2026-03-02T09:00:00Z' });
    expect(post.author).toMatchObject({ '@type': 'Organization', name: 'Casa Maestri' });
    expect(post.dateModified).toBe('2026-03-02T09:00:00Z');
  });
});

describe('CollectionPage with its ItemList', () => {
  it('lists what the page shows, in order, with absolute URLs', () => {
    const page = collectionPageJsonLd({ locale: 'de-de', url: `${ORIGIN}/de-de/categories/sitzen?ppage=2`, name: 'Sitzen', items: [{ name: 'Lido', url: `${ORIGIN}/de-de/products/lido` }, { name: 'Vela', url: `${ORIGIN}/de-de/products/vela` }] });
    expect(page).toMatchObject({ '@type': 'CollectionPage', name: 'Sitzen', inLanguage: 'de-DE', url: `${ORIGIN}/de-de/categories/sitzen?ppage=2` });
    expect(page.mainEntity).toEqual({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Lido', url: `${ORIGIN}/de-de/products/lido` },
        { '@type': 'ListItem', position: 2, name: 'Vela', url: `${ORIGIN}/de-de/products/vela` },
      ],
    });
  });

  it('can never close its script tag', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});
