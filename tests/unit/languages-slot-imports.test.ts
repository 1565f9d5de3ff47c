import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 35 item 3: the language switcher (the @languages slot of the locale layout, rendered on every
 * page) reads each page type's metadata. Importing a page module for it put that page's client
 * components (images, carousels, add to bag, hotspots…) in the slot's entry, so in every page's
 * first-load JS (21 KB gzip). It imports the metadata modules, which render nothing.
 */
const ROOT = path.resolve(__dirname, '../..');
const SLOT = path.join(ROOT, 'app/[storefront]/@languages');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const importsOf = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^'"]*from\s+'([^']+)'/gm)].map((m) => m[1]!);

describe('the language switcher slot', () => {
  const sources = files(SLOT).filter((f) => /\.tsx?$/.test(f));

  it('imports no page and no component that renders a page', () => {
    const imports = sources.flatMap((file) => importsOf(file).map((spec) => ({ file: path.relative(ROOT, file), spec })));
    expect(imports.length).toBeGreaterThan(5);
    // The slot's own pages re-export each other; any other page module is what must not come back.
    const offenders = imports.filter(({ spec }) => (/\/page$/.test(spec) && !spec.startsWith('./')) || /listing-pages|\/ContentPage$/.test(spec));
    expect(offenders).toEqual([]);
  });

  it('reads every translated page type from its metadata module', () => {
    const slotPage = fs.readFileSync(path.join(SLOT, '[...path]/page.tsx'), 'utf8');
    for (const page of ['products/[slug]', 'collections/[slug]', 'landing/[slug]', 'magazine/[postType]/[slug]', '[slug]']) {
      expect(slotPage).toContain(`from '../../${page}/metadata'`);
      expect(fs.readFileSync(path.join(ROOT, 'app/[storefront]', page, 'page.tsx'), 'utf8')).toContain("export { generateMetadata } from './metadata';");
    }
    expect(slotPage).toContain("from '@/components/catalogue/listing-metadata'");
  });
});
