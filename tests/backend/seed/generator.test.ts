import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCT_SUBJECTS, MATERIAL_SWATCHES } from '../../../backend/contracts';
import { LANGUAGES } from '../../../lib/i18n/languages';
import { placeName } from '../../../lib/i18n/places';
import { generateCatalogue } from '../../../backend/seed';

describe('catalogue generator', () => {
  const catalogue = generateCatalogue({ products: 1500 });
  const products = [...catalogue.products()];

  it('is deterministic: the same seed gives the same catalogue', () => {
    const again = [...generateCatalogue({ products: 1500 }).products()];
    expect(again).toEqual(products);
    const other = [...generateCatalogue({ products: 50, seed: 7 }).products()];
    expect(other.map((p) => p.title.en)).not.toEqual(products.slice(0, 50).map((p) => p.title.en));
  });

  it('has a three-level taxon tree with localized slugs and permalinks', () => {
    const depths = new Set(catalogue.taxons.map((t) => t.depth));
    expect([...depths].sort()).toEqual([0, 1, 2]);
    const armchairs = catalogue.taxons.find((t) => t.permalink === 'furniture/seating/armchairs');
    expect(armchairs?.localizedPermalink.it).toBe('arredamento/sedute/poltrone');
    expect(catalogue.taxons.filter((t) => t.depth === 0).map((t) => t.permalink)).toEqual(
      expect.arrayContaining(['furniture', 'lighting', 'decor', 'tableware', 'outdoor']),
    );
  });

  it('has 120+ artisans with stories in five languages, some Premium Plus', () => {
    expect(catalogue.artisans.length).toBeGreaterThanOrEqual(120);
    expect(new Set(catalogue.artisans.map((a) => a.slug)).size).toBe(catalogue.artisans.length);
    // Each story names the workshop's city as its language does (Mailand, not Milan, in German).
    for (const a of catalogue.artisans) for (const l of LANGUAGES) expect(a.story[l]).toContain(placeName(a.city, l));
    const milanese = catalogue.artisans.find((a) => a.city === 'Milan');
    expect(milanese?.story.de).toContain(' in Mailand.');
    expect(milanese?.story.it).toContain(' a Milano dal ');
    // So does each product's description: "Von Hand gefertigt von … in Mailand".
    const fromMilan = products.find((p) => catalogue.artisans.find((a) => a.id === p.artisanId)?.city === 'Milan');
    expect(fromMilan?.description.de).toMatch(/ in Mailand[,.]/);
    expect(fromMilan?.description.es).toMatch(/ en Milán[,.]/);
    expect(catalogue.artisans.some((a) => a.programLevel === 3)).toBe(true);
    expect(catalogue.artisans.every((a) => ['portrait', 'workshop'].includes(a.image.subject))).toBe(true);
  });

  it('titles products like an Italian design catalogue, with unique slugs per language', () => {
    expect(products).toHaveLength(1500);
    for (const l of LANGUAGES) expect(new Set(products.map((p) => p.slug[l])).size).toBe(1500);
    expect(products[0].title.en).toMatch(/^[A-Z][\w'ù]+ [a-z ]+ in [\w ]+/);
    expect(new Set(products.map((p) => p.sku)).size).toBe(1500);
  });

  it('covers the spec fields: lead times, PORAMI, b2b/b2c, exclusions, AR, stock and three currencies', () => {
    expect(products.some((p) => p.shippingTime === 0)).toBe(true);
    expect(products.some((p) => p.shippingTime === 99 && /^available from [A-Z][a-z]+ \d{4}$/.test(p.shippingMessage ?? ''))).toBe(true);
    expect(products.some((p) => p.sku.startsWith('PORAMI'))).toBe(true);
    expect(products.some((p) => p.b2bOnly) && products.some((p) => p.b2cOnly)).toBe(true);
    expect(products.some((p) => p.excludedCountries.length > 0)).toBe(true);
    expect(products.some((p) => p.hasAr) && products.some((p) => p.customizable)).toBe(true);
    expect(products.some((p) => p.stock === 0 && !p.backorderable)).toBe(true);
    for (const p of products) {
      for (const c of ['USD', 'EUR', 'GBP'] as const) {
        expect(p.prices[c].trade).toBeLessThan(p.prices[c].amount);
        if (p.prices[c].compareAt !== null) expect(p.prices[c].compareAt).toBeGreaterThan(p.prices[c].amount);
      }
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(4);
      expect(PRODUCT_SUBJECTS).toContain(p.images[0].subject);
      for (const m of p.images[0].materials) expect(MATERIAL_SWATCHES).toContain(m);
    }
    const lamp = products.find((p) => p.lighting);
    expect(lamp?.properties.map((x) => x.name)).toEqual(expect.arrayContaining(['watt', 'lumen', 'bulb', 'dimmable']));
  });

  // Issue 37 item 5: the copy agrees with the title's noun and reads as written in each language.
  it('agrees each participle with the gender of the title\'s noun in Italian, French and Spanish', () => {
    const leaves = new Map(catalogue.taxons.filter((t) => t.leaf).map((t) => [t.permalink, t.leaf!]));
    // [masculine, feminine] of every participle that opens a sentence of the generated copy.
    const PARTICIPLES = {
      it: [['Realizzato', 'Realizzata'], ['Pensato', 'Pensata'], ['Tessuto', 'Tessuta']],
      fr: [['Fait', 'Faite'], ['Conçu', 'Conçue'], ['Tissé', 'Tissée']],
      es: [['Hecho', 'Hecha'], ['Pensado', 'Pensada'], ['Tejido', 'Tejida']],
    } as const;
    const seen = { m: 0, f: 0 };
    for (const p of products) {
      const noun = leaves.get(p.leafPermalink)!.noun;
      for (const lang of ['it', 'fr', 'es'] as const) {
        const gender = noun[lang][1] === 'f' || noun[lang][1] === 'f.pl' ? 1 : 0;
        const text = p.description[lang].slice(p.title[lang].length);
        const words = new Set(text.split(/[^\p{L}]+/u));
        for (const forms of PARTICIPLES[lang]) expect(words.has(forms[1 - gender]), `${p.title[lang]}: ${text}`).toBe(false);
        expect(words.has(PARTICIPLES[lang][0][gender]), `${p.title[lang]}: ${text}`).toBe(true);
        seen[gender ? 'f' : 'm']++;
      }
    }
    expect(seen.m).toBeGreaterThan(100);
    expect(seen.f).toBeGreaterThan(100);
    const chair = products.find((p) => p.leafPermalink === 'furniture/seating/dining-chairs')!;
    expect(chair.description.it).toContain('. Realizzata a mano da ');
    expect(chair.description.fr).toContain('. Faite main par ');
    expect(chair.description.es).toContain('. Hecha a mano por ');
  });

  it('writes German titles as hyphenated compounds and elides French "de" before a vowel', () => {
    for (const p of products) {
      expect(p.title.de, p.title.de).toMatch(/^[^\s-]+-[A-ZÄÖÜ]\S* aus /u);
      expect(p.description.fr).not.toMatch(/ de [AEIOUYÉH]/u);
    }
    expect(products.some((p) => p.description.fr.includes("d'après un dessin d'"))).toBe(true);
    const chair = products.find((p) => p.leafPermalink === 'furniture/seating/dining-chairs')!;
    expect(chair.title.de).toMatch(/^\S+-Esszimmerstuhl aus /);
  });

  it('uses the glossary\'s one term per idea in every language', () => {
    type Entry = { term: string; forbidden: string[] };
    const glossary = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../lib/i18n/glossary.json'), 'utf8')) as Record<string, Record<string, Entry>>;
    const found: string[] = [];
    for (const lang of LANGUAGES) {
      for (const entry of Object.values(glossary[lang])) {
        const variant = new RegExp(`(?<![\\p{L}])(${entry.forbidden.join('|')})(?![\\p{L}])`, 'iu');
        for (const p of products) for (const text of [p.title[lang], p.description[lang], p.details[lang]]) if (variant.test(text)) found.push(`${lang}: ${text}`);
        for (const a of catalogue.artisans) if (variant.test(a.story[lang])) found.push(`${lang}: ${a.story[lang]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
