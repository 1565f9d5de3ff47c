/**
 * The shop's own crawl (e2e/crawl.spec.ts) is only as good as its reading of a page: these prove
 * each finding it can make, on documents shaped like the shop's.
 */
import { describe, expect, it } from 'vitest';
import { englishOnly, internal, localeOf, pageFindings, pageTypeOf, read } from '@/e2e/support/crawl';

const ORIGIN = 'https://www.casamaestri.example';
const BASE = 'http://localhost:3550/it-it/categories/arredamento';

function html({ lang = 'it-IT', title = 'Arredamento · Casa Maestri', description = 'Arredi fatti a mano.', canonical = `${ORIGIN}/it-it/categories/arredamento`, robots = '', jsonLd = [] as unknown[] } = {}) {
  return [
    `<!DOCTYPE html><html lang="${lang}" class="x"><head><meta charSet="utf-8"/>`,
    title ? `<title>${title}</title>` : '',
    description ? `<meta name="description" content="${description}"/>` : '',
    robots ? `<meta name="robots" content="${robots}"/>` : '',
    canonical ? `<link rel="canonical" href="${canonical}"/>` : '',
    `<link rel="alternate" hrefLang="it" href="${ORIGIN}/it-it/categories/arredamento"/>`,
    '<script>self.__next_f.push([1,"<title>not this</title>"])</script></head><body>',
    ...jsonLd.map((data) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`),
    '<svg><title>Icon</title></svg><a href="/it-it/products/sedia?x=1&amp;y=2#top">Sedia</a><a class="k" href="mailto:a@b.c">Mail</a>',
    '</body></html>',
  ].join('');
}

describe('the crawl’s page reader', () => {
  it('knows the locale and page type of a path', () => {
    expect(localeOf('/')).toEqual({ locale: 'en-us', rest: '/' });
    expect(localeOf('/it-it')).toEqual({ locale: 'it-it', rest: '/' });
    expect(localeOf('/it-it/magazine/the-artisan/x')).toEqual({ locale: 'it-it', rest: '/magazine/the-artisan/x' });
    expect(localeOf('/xx-yy/products')).toEqual({ locale: 'en-us', rest: '/xx-yy/products' });
    expect(['/', '/products/a', '/categories/a/b', '/artisans', '/artisans/a', '/magazine', '/magazine/news', '/magazine/news/a', '/collections/a', '/landing/a', '/about', '/account/wishlist', '/test-cart'].map(pageTypeOf)).toEqual([
      'home', 'product', 'category', 'artisans', 'artisan', 'magazine', 'magazine-type', 'post', 'collection', 'landing', 'content-page', 'other', 'other',
    ]);
  });

  it('follows the shop’s links only, absolute with the site’s origin or relative, without their fragment', () => {
    expect(internal('/it-it/products/sedia?x=1&amp;y=2#top', BASE, ORIGIN)).toBe('/it-it/products/sedia?x=1&y=2');
    expect(internal(`${ORIGIN}/it-it`, BASE, ORIGIN)).toBe('/it-it');
    expect(internal('https://elsewhere.example/x', BASE, ORIGIN)).toBeNull();
    expect(internal('mailto:a@b.c', BASE, ORIGIN)).toBeNull();
    expect(internal('#main', BASE, ORIGIN)).toBeNull();
  });

  it('reads the document’s own title (not a script’s or an icon’s), its head, links and JSON-LD types, @graph included', () => {
    const page = read(html({ jsonLd: [{ '@context': 'https://schema.org', '@graph': [{ '@type': 'BreadcrumbList' }, { '@type': ['CollectionPage', 'WebPage'] }] }] }));
    expect(page).toMatchObject({ lang: 'it-IT', title: 'Arredamento · Casa Maestri', description: 'Arredi fatti a mano.', canonicals: [`${ORIGIN}/it-it/categories/arredamento`] });
    expect([...page.types].sort()).toEqual(['BreadcrumbList', 'CollectionPage', 'WebPage']);
    expect(page.hrefs).toEqual(['/it-it/products/sedia?x=1&amp;y=2#top', 'mailto:a@b.c']);
    expect(page.alternates).toEqual([`${ORIGIN}/it-it/categories/arredamento`]);
  });

  it('finds nothing wrong with a complete page, and each defect when it is there', () => {
    const options = { jsonLd: [['BreadcrumbList']], foreign: englishOnly('it') };
    const ok = html({ jsonLd: [{ '@type': 'BreadcrumbList' }] });
    expect(pageFindings('p', 'it-it', ok, options)).toEqual([]);
    expect(pageFindings('p', 'it-it', html({ title: '' , jsonLd: [{ '@type': 'BreadcrumbList' }] }), options)).toEqual(['p: no <title>']);
    expect(pageFindings('p', 'it-it', html({ description: '', canonical: '', jsonLd: [{ '@type': 'BreadcrumbList' }] }), options)).toEqual(['p: no meta description', 'p: 0 canonical links']);
    expect(pageFindings('p', 'it-it', html(), options)).toEqual(['p: no JSON-LD BreadcrumbList (has none)']);
    expect(pageFindings('p', 'it-it', html({ lang: 'en-US', jsonLd: [{ '@type': 'BreadcrumbList' }] }), options)).toEqual(['p: <html lang="en-US"> in a it URL']);
    expect(pageFindings('p', 'it-it', html({ title: 'Choose your shipping country · Casa Maestri', jsonLd: [{ '@type': 'BreadcrumbList' }] }), options)).toEqual([
      'p: the title\'s "Choose your shipping country" is English in a it page',
    ]);
    // A page kept out of the index needs no description, canonical or structured data.
    expect(pageFindings('p', 'it-it', html({ robots: 'noindex, follow', description: '', canonical: '' }), options)).toEqual([]);
    expect(pageFindings('p', 'it-it', `${ok}<script type="application/ld+json">{broken</script>`, options)).toEqual(['p: JSON-LD that does not parse']);
  });
});
