/**
 * German material names read as native: filters, product details and the search index name a
 * material in the nominative ("Poliertes Chrom"), and only a title puts it after "aus", in the
 * dative ("Sessel aus poliertem Chrom"). Scans every German material name where it is shown.
 */
import { describe, expect, it } from 'vitest';
import type { MaterialSwatch } from '../../backend/contracts';
import { generateCatalogue } from '../../backend/seed';
import { MATERIALS, material, materialLabel } from '../../backend/seed/materials';

/** The head nouns of the catalogue's materials, with their gender. A new noun must be added here. */
const GENDER: Record<string, 'm' | 'f' | 'n'> = {
  Nussbaum: 'm', Esche: 'f', Eiche: 'f', Ebenholz: 'n', Messing: 'n', Bronze: 'f', Chrom: 'n', Marmor: 'm', Travertin: 'm',
  Terrazzo: 'm', Muranoglas: 'n', Samt: 'm', Bouclé: 'm', Leinen: 'n', Leder: 'n', Raffiabast: 'm', Rattan: 'n',
  Terrakotta: 'f', Porzellan: 'n', Keramik: 'f', Majolika: 'f', Wolle: 'f', Seide: 'f',
};
/** Strong adjective endings without an article: nominative, and dative (what a filter must not show). */
const NOMINATIVE = { m: 'er', f: 'e', n: 'es' } as const;
const DATIVE = { m: 'em', f: 'er', n: 'em' } as const;

/** What is wrong with a German material name as a nominative: [] when nothing. */
function notNominative(name: string): string[] {
  const words = name.split(' ');
  const head = words.at(-1)!.split('-').at(-1)!;
  const gender = GENDER[head];
  if (!gender) return [`"${name}": unknown noun ${head}`];
  return words.slice(0, -1).flatMap((word, index) => {
    // Not declined: colour words in -a (zartrosa) and adjectives from place names (Florentiner).
    if (/a$/.test(word) || (index > 0 && /^[A-ZÄÖÜ]/.test(word))) return [];
    const lower = word.toLowerCase();
    if (lower.endsWith(NOMINATIVE[gender])) return [];
    return [`"${name}": ${word} is ${lower.endsWith(DATIVE[gender]) ? 'dative' : 'not nominative'} before ${head} (${gender})`];
  });
}

const swatches = [...MATERIALS.keys()] as MaterialSwatch[];

describe('German material names', () => {
  it('the check itself tells the dative from the nominative', () => {
    expect(notNominative('Poliertem Chrom')).toHaveLength(1);
    expect(notNominative('cremefarbener Wolle')).toHaveLength(1);
    expect(notNominative('Poliertes Chrom')).toEqual([]);
    expect(notNominative('zartrosa Samt')).toEqual([]);
  });

  it('are nominative in every filter value and detail label (the search index’s materials, the product details)', () => {
    const problems = swatches.flatMap((s) => [...notNominative(material(s).name.de), ...notNominative(materialLabel(s).de)]);
    expect(problems).toEqual([]);
    expect(materialLabel('chrome').de).toBe('Poliertes Chrom');
  });

  it('are nominative in the product details the catalogue stores, and dative only after “aus” in titles', () => {
    const catalogue = generateCatalogue({ products: 400 });
    const shown: string[] = [];
    let chromeTitle: string | undefined;
    for (const product of catalogue.products()) {
      const property = product.properties.find((p) => p.name === 'material');
      if (property) shown.push(...property.value.de.split(', '));
      const details = /Material: ([^.]+)\./.exec(product.details.de);
      if (details) shown.push(...details[1].split(', '));
      if (product.title.de.includes('Chrom')) chromeTitle ??= product.title.de;
    }
    expect(shown.length).toBeGreaterThan(400);
    expect([...new Set(shown)].flatMap(notNominative)).toEqual([]);
    expect(chromeTitle).toMatch(/ aus (.+ und )?poliertem Chrom\b/);
  });
});
