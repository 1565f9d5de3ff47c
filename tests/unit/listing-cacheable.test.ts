import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The bare listing URLs are cached whole and shared: nothing on their way may read per-visitor data. */
describe('listing pages are cacheable', () => {
  const bare = ['app/[storefront]/categories/[...permalink]/page.tsx', 'app/[storefront]/search/page.tsx', 'app/[storefront]/artisans/page.tsx', 'app/[storefront]/artisans/[slug]/page.tsx'];
  /** The cached pages of admitted listing states (ADR 0018): as cacheable as the bare routes. */
  const states = ['search', 'categories/[...permalink]', 'artisans', 'artisans/[slug]'].map((route) => `app/[storefront]/filtered/[state]/${route}/page.tsx`);
  const views = fs.readdirSync(path.join(root, 'components/catalogue/listing')).map((file) => `components/catalogue/listing/${file}`);
  const shared = ['components/catalogue/listing-pages.tsx', 'components/catalogue/Listing.tsx', ...views, 'components/catalogue/listing-source.ts', 'lib/search/listing.ts', 'lib/search/listing-run.ts'];

  it('the bare routes never touch the query string', () => {
    for (const file of [...bare, ...states]) {
      const source = read(file);
      expect(source, file).not.toMatch(/searchParams\s*[}=:]|searchParams=/);
      expect(source, file).not.toMatch(/export const dynamic/);
      // A route with a segment of its own is ISR only with generateStaticParams (the layout gives the revalidate).
      if (/\[[^\]]+\]\/page\.tsx$/.test(file.replace('[storefront]/', ''))) expect(source, file).toMatch(/export function generateStaticParams/);
    }
  });

  it('nothing they render reads cookies, headers or the account', () => {
    for (const file of [...bare, ...states, 'app/[storefront]/filtered/[state]/state.ts', ...shared]) {
      const source = read(file);
      expect(source, file).not.toMatch(/from 'next\/headers'|currentAccount|lib\/session/);
    }
  });

  it('each filtered twin renders the same component as its bare route, with the query string', () => {
    const twins: [string, string][] = [
      ['app/[storefront]/filtered/categories/[...permalink]/page.tsx', 'CategoryListingPage'],
      ['app/[storefront]/filtered/search/page.tsx', 'SearchListingPage'],
      ['app/[storefront]/filtered/artisans/page.tsx', 'ArtisansListingPage'],
      ['app/[storefront]/filtered/artisans/[slug]/page.tsx', 'ArtisanListingPage'],
    ];
    for (const [file, component] of twins) {
      const source = read(file);
      expect(source, file).toContain(`<${component} params={params} searchParams={searchParams} />`);
      expect(source, file).not.toMatch(/robots/);
      expect(source, file).toContain("export const dynamic = 'force-dynamic'");
    }
  });

  it('each cached state page renders the same component with the state its segment names', () => {
    const components = ['SearchListingPage', 'CategoryListingPage', 'ArtisansListingPage', 'ArtisanListingPage'];
    states.forEach((file, i) => {
      const source = read(file);
      expect(source, file).toContain(`<${components[i]} params={params} state={state} />`);
      expect(source, file).toMatch(/export function generateStaticParams\(\) \{\s*return \[\];/);
    });
  });
});
