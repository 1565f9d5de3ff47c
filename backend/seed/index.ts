/**
 * The deterministic catalogue generator: the same seed and size always give the same taxons,
 * artisans and products (the seed run by first start and by `npx tsx backend/reset.ts`).
 */
import type { Localized } from '../contracts';
import { LANGUAGES, type Language } from '../shared/languages';
import { generateArtisans, type Craft, type SeedArtisan } from './artisans';
import { createRng } from './prng';
import { slugify } from './prng';
import { generateProduct, type SeedProduct } from './products';
import { TAXONOMY, type LeafSpec, type TaxonNode } from './taxonomy';

export { DEMO_COUPONS, DEMO_USERS, DEMO_PASSWORD, DEMO_REGISTRY_GIFT } from './accounts';
;
export type { SeedArtisan } from './artisans';
export type { SeedProduct,   } from './products';
export { CURRENCY_RATES,   } from './products';

export const DEFAULT_SEED = 20261101;
export const DEFAULT_PRODUCTS = 1500;
export const MAX_PRODUCTS = 50_000;
/** All generated dates are relative to this fixed instant, so the output does not depend on "now". */
export const SEED_EPOCH = new Date('2026-11-01T00:00:00.000Z');

export interface SeedTaxon {
  id: number;
  /** Language-neutral permalink, e.g. 'furniture/seating/armchairs'. */
  permalink: string;
  name: Localized;
  slug: Localized;
  localizedPermalink: Localized;
  parentId: number | null;
  depth: number;
  position: number;
  leaf: LeafSpec | null;
}

export interface Catalogue {
  taxons: SeedTaxon[];
  artisans: SeedArtisan[];
  /** Products are generated lazily so 50,000 of them never sit in memory at once. */
  products(): Generator<SeedProduct>;
  productCount: number;
}

export interface GenerateOptions {
  seed?: number;
  products?: number;
  artisans?: number;
}

function flattenTaxons(): SeedTaxon[] {
  const out: SeedTaxon[] = [];
  const walk = (nodes: TaxonNode[], parent: SeedTaxon | null) => {
    nodes.forEach((node, position) => {
      const slug = Object.fromEntries(LANGUAGES.map((l) => [l, slugify(node.name[l])])) as Localized;
      const taxon: SeedTaxon = {
        id: out.length + 1,
        permalink: parent ? `${parent.permalink}/${node.key}` : node.key,
        name: node.name,
        slug,
        localizedPermalink: Object.fromEntries(
          LANGUAGES.map((l) => [l, parent ? `${parent.localizedPermalink[l]}/${slug[l]}` : slug[l]]),
        ) as Localized,
        parentId: parent?.id ?? null,
        depth: parent ? parent.depth + 1 : 0,
        position,
        leaf: node.leaf ?? null,
      };
      out.push(taxon);
      if (node.children) walk(node.children, taxon);
    });
  };
  walk(TAXONOMY, null);
  return out;
}

export function generateCatalogue(options: GenerateOptions = {}): Catalogue {
  const seed = options.seed ?? DEFAULT_SEED;
  const productCount = Math.min(MAX_PRODUCTS, Math.max(1, options.products ?? DEFAULT_PRODUCTS));
  const taxons = flattenTaxons();
  const artisans = generateArtisans(createRng(seed), options.artisans ?? 128, SEED_EPOCH);
  const artisansByCraft = new Map<Craft, SeedArtisan[]>();
  for (const a of artisans) artisansByCraft.set(a.craft, [...(artisansByCraft.get(a.craft) ?? []), a]);
  const leaves = taxons.filter((t) => t.leaf).map((t) => ({ permalink: t.permalink, spec: t.leaf as LeafSpec }));

  function* products(): Generator<SeedProduct> {
    // A separate stream from the artisans' so adding artisans does not reshuffle every product.
    const rng = createRng(seed ^ 0x5eed);
    const usedSlugs = Object.fromEntries(LANGUAGES.map((l) => [l, new Set<string>()])) as Record<Language, Set<string>>;
    const ctx = { rng, epoch: SEED_EPOCH, leaves, artisansByCraft, usedSlugs, total: productCount };
    for (let id = 1; id <= productCount; id++) yield generateProduct(id, ctx);
  }

  return { taxons, artisans, products, productCount };
}
