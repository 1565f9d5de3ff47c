import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '../..');
const SHOP_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[\s\S]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null; // CSS modules, JSON and the like
}

/**
 * The shop's modules a module brings into the browser with it: its static value imports, followed
 * through (`import type` and `export type` bring nothing; a dynamic `import()` is a chunk of its own).
 */
function staticImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [path.join(ROOT, entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(SHOP_IMPORT)) {
      const target = resolve(file, specifier);
      if (target) queue.push(target);
    }
  }
  return new Set([...seen].map((file) => path.relative(ROOT, file)));
}

describe('what the client parts of the home, product and magazine pages bring into the first load', () => {
  // The country table (about 2.4 KB gzip with its locale helpers) is for the server and the panels
  // that choose a country; a content link once brought it to every page with a preview card.
  const firstLoadParts = ['components/content/DocumentCardView.tsx', 'components/content/ContentLink.tsx', 'components/seo/CardsJsonLd.tsx', 'lib/i18n/navigation.tsx'];

  it.each(firstLoadParts)('%s does not bring the country table', (entry) => {
    const modules = staticImports(entry);
    expect(modules.has(entry)).toBe(true);
    expect(modules).not.toContain('lib/i18n/countries.ts');
    expect(modules).not.toContain('lib/i18n/locales.ts');
  });

  it('follows re-exports and skips type-only imports', () => {
    // lib/content/urls.ts re-exports from lib/seo/urls.ts, which reads the country table.
    expect(staticImports('lib/content/urls.ts')).toContain('lib/i18n/countries.ts');
    // RequestActions imports only the `Units` type from it.
    expect(staticImports('components/product/RequestActions.tsx')).not.toContain('lib/i18n/countries.ts');
  });
});

describe('the cards’ and carousels’ islands (components/ui/island.tsx)', () => {
  // Drawn by the server at once; their code is a chunk of its own, fetched after the first paint or on intent.
  const later = ['components/cart/AddToCartButton.tsx', 'components/catalogue/WishlistButton.tsx', 'components/content/CarouselControls.tsx', 'components/content/blocks/Hotspots.tsx', 'components/account/lists/AddToListButton.tsx'];

  it.each(['components/catalogue/ProductCardView.tsx', 'components/content/Carousel.tsx', 'components/content/blocks/ShopTheLook.tsx', 'components/product/ProductSummary.tsx'])(
    '%s brings their markup, not their code',
    (entry) => {
      const modules = staticImports(entry);
      for (const part of later) expect(modules).not.toContain(part);
      expect(modules).toContain('components/ui/island.tsx');
    },
  );

  it('a product card reads its shipping line without the shipping messages’ parser', () => {
    expect(staticImports('components/catalogue/ProductCardView.tsx')).not.toContain('lib/catalogue/shipping.ts');
    expect(staticImports('components/catalogue/ShippingLabel.tsx')).toContain('lib/catalogue/shipping.ts');
  });

  it('sees the code when it is imported (the check can fail)', () => {
    expect(staticImports('components/product/ProductView.tsx')).toContain('components/product/ProductSummary.tsx');
    expect(staticImports('app/[storefront]/test-cart/page.e2e.tsx')).toContain('components/cart/AddToCartButton.tsx');
  });
});

describe('what every page’s first load does not bring (issue 35)', () => {
  it('the UI store does not bring the floating layers’ rules: they come with what shows or opens a layer', () => {
    const modules = staticImports('stores/ui-store.ts');
    expect(modules).toContain('lib/ui/panel.ts');
    expect(modules).not.toContain('lib/ui/layers.ts');
  });

  it('the shop’s links are its own, not next/link (ADR 0020)', () => {
    const modules = staticImports('lib/i18n/navigation.tsx');
    expect(modules).toContain('lib/i18n/link.tsx');
    // The default locale, not the list of every locale (the server's routing and SEO read that).
    expect(modules).toContain('lib/i18n/default-locale.ts');
    expect(modules).not.toContain('lib/i18n/locale-list.ts');
    for (const file of modules) expect(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).not.toMatch(/from\s+['"]next\/link['"]/);
  });
});

/**
 * What a route's server modules hand the browser: from its server entries, every module they import
 * statically, and past a 'use client' file, that file and what it imports (its chunk). Packages are
 * recorded by the module that imports them, as values (`import type` brings nothing).
 */
function routeGraph(entries: string[]) {
  const server = new Set<string>();
  const client = new Set<string>();
  const packages: { file: string; specifier: string; names: string; inClient: boolean }[] = [];
  const source = (file: string) => fs.readFileSync(file, 'utf8');
  const directive = (file: string, name: string) => new RegExp(`^\\s*['"]use ${name}['"]`).test(source(file));
  const walk = (file: string, inClient: boolean) => {
    const seen = inClient ? client : server;
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of source(file).matchAll(SHOP_IMPORT)) {
      const specifier = match[1];
      const target = resolve(file, specifier);
      if (target) {
        // A server action is a reference in the browser, not its code.
        if (!(inClient && directive(target, 'server'))) walk(target, inClient || directive(target, 'client'));
      } else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) {
        packages.push({ file: path.relative(ROOT, file), specifier, names: match[0], inClient });
      }
    }
  };
  for (const entry of entries) walk(path.join(ROOT, entry), directive(path.join(ROOT, entry), 'client'));
  const relative = (files: Set<string>) => new Set([...files].map((file) => path.relative(ROOT, file)));
  return { server: relative(server), client: relative(client), packages };
}

/** The locale layout and what every page of it loads (its error boundary, its not-found, the language switcher). */
const everyPage = ['app/[storefront]/layout.tsx', 'app/[storefront]/error.tsx', 'app/[storefront]/not-found.tsx', 'app/[storefront]/@languages/page.tsx', 'app/[storefront]/@languages/[...path]/page.tsx', 'app/[storefront]/@languages/default.tsx', 'app/global-not-found.tsx'];

/** next-intl's client runtime: a client module's value import of it, or a server module rendering its (client) provider. */
const nextIntlInBrowser = (graph: ReturnType<typeof routeGraph>) =>
  graph.packages.filter(({ specifier, names, inClient }) => specifier === 'next-intl' && (inClient || /NextIntlClientProvider/.test(names))).map(({ file }) => file);

describe('next-intl’s client runtime is not in the first load of the home, product, magazine and listing pages (issue 35)', () => {
  // The listings: each bare URL (cached whole), its twin with a query string (rendered per request) and a cached state of it (ADR 0018).
  const listings = ['categories/[...permalink]', 'search', 'artisans', 'artisans/[slug]'].flatMap((route) => [
    `app/[storefront]/${route}/page.tsx`,
    `app/[storefront]/filtered/${route}/page.tsx`,
    `app/[storefront]/filtered/[state]/${route}/page.tsx`,
  ]);

  it.each(['app/[storefront]/page.tsx', 'app/[storefront]/products/[slug]/page.tsx', 'app/[storefront]/magazine/page.tsx', ...listings])('%s: its client parts read the shop’s own messages (lib/i18n/shop-messages.tsx)', (page) => {
    const graph = routeGraph([...everyPage, page]);
    expect(nextIntlInBrowser(graph)).toEqual([]);
    // next-intl's scope comes with the parts that need it (components/i18n/with-intl.ts), in their own chunks.
    expect(graph.client).not.toContain('components/i18n/IntlScope.tsx');
    expect(graph.client).toContain('lib/i18n/shop-messages.tsx');
  });

  it('sees the search page’s field and image search at first paint; the image search’s cards come with its first answer', () => {
    const graph = routeGraph([...everyPage, 'app/[storefront]/filtered/search/page.tsx']);
    expect(graph.client).toContain('components/catalogue/SearchField.tsx');
    expect(graph.client).toContain('components/catalogue/ImageSearch.tsx');
    // ProductCard reads next-intl's locale: ImageSearchResults brings it inside an IntlScope (withIntl), after the first paint.
    expect(graph.client).not.toContain('components/catalogue/ImageSearchResults.tsx');
    expect(graph.client).not.toContain('components/catalogue/ProductCard.tsx');
  });

  it.each(['app/[storefront]/categories/[...permalink]/page.tsx', 'app/[storefront]/artisans/page.tsx', 'app/[storefront]/artisans/[slug]/page.tsx'])('%s does not bring the search page’s field and image search', (page) => {
    const graph = routeGraph([...everyPage, page]);
    expect(graph.client).toContain('components/catalogue/ListingController.tsx');
    expect(graph.client).not.toContain('components/catalogue/SearchField.tsx');
    expect(graph.client).not.toContain('components/catalogue/ImageSearch.tsx');
  });

  it('sees next-intl where a page’s first paint reads it (the check can fail)', () => {
    // The account's forms read next-intl's hooks at first paint, inside the layout's PageMessages.
    const graph = routeGraph([...everyPage, 'app/[storefront]/account/layout.tsx', 'app/[storefront]/account/page.tsx']);
    expect(nextIntlInBrowser(graph)).toContain('components/i18n/IntlScope.tsx');
    expect(graph.client).toContain('components/account/AccountClient.tsx');
  });
});

describe('the product page’s own parts are drawn by the server, their code after the first paint (issue 35)', () => {
  const product = routeGraph([...everyPage, 'app/[storefront]/products/[slug]/page.tsx']);
  const home = routeGraph([...everyPage, 'app/[storefront]/page.tsx']);

  it('the tabs, the requests and “add to list”: their views are the server’s, their code one later chunk', () => {
    for (const part of ['components/product/ProductTabs.tsx', 'components/product/RequestActions.tsx', 'components/product/AddToListPart.tsx', 'components/account/lists/AddToListButton.tsx']) expect(product.client).not.toContain(part);
    for (const view of ['components/product/ProductTabsView.tsx', 'components/product/RequestButtons.tsx', 'components/account/lists/AddToListView.tsx']) {
      expect(product.server).toContain(view);
      expect(product.client).not.toContain(view);
    }
    expect(product.client).toContain('components/product/LaterParts.tsx');
  });

  it('the gallery stays a client part of the first load: its main picture is never re-created after the load (ADR 0022)', () => {
    expect(product.client).toContain('components/product/Gallery.tsx');
  });

  it('the product page adds two lazy-chunk loaders to the first load, the later parts’ and the zoom’s (each is about 110 bytes gzip)', () => {
    const own = [...product.client].filter((file) => !home.client.has(file));
    const loaders = own.flatMap((file) => [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => `${file} → ${m[1]}`));
    expect(loaders.sort()).toEqual(['components/product/Gallery.tsx → ./GalleryZoom', 'components/product/LaterParts.tsx → ./LaterPartsCode']);
  });
});
