/**
 * Reads the catalogue from the database. Taxons and artisans never change at run time and are
 * cached; products are read per request (their stock and prices do change).
 */
import type { ImageRecipe, Localized, MaterialSwatch } from '../../contracts';
import type { Language } from '../../shared/languages';
import { LANGUAGES } from '../../shared/languages';
import type { Currency } from '../../shared/countries';
import type { Db } from '../db';

export interface TaxonRecord {
  id: number;
  parentId: number | null;
  permalink: string;
  depth: number;
  position: number;
  name: Localized;
  slug: Localized;
  localizedPermalink: Localized;
  childIds: number[];
}

export interface ArtisanRecord {
  id: number;
  slug: string;
  name: string;
  craft: string;
  city: string;
  region: string;
  foundedYear: number;
  programLevel: number;
  story: Localized;
  image: ImageRecipe;
  createdAt: string;
}

export interface LightingSpec {
  watt: number;
  voltage: string;
  lumen: number;
  bulb: string;
  energyClass: string;
  dimmable: boolean;
}

/** One product in one language and one currency, with its master variant's stock. */
export interface ProductRecord {
  id: number;
  sku: string;
  artisanId: number;
  taxonId: number;
  designer: string | null;
  materials: MaterialSwatch[];
  widthCm: number;
  heightCm: number;
  depthCm: number;
  seatHeightCm: number | null;
  armHeightCm: number | null;
  lighting: LightingSpec | null;
  shippingTime: number;
  shippingMessage: string | null;
  shipping: { eu: number; us: number; gbp: number; world: number };
  isFragile: boolean;
  suitableForContract: boolean;
  excludedCountries: string[];
  canSupply: boolean;
  customizable: boolean;
  curbsideDelivery: boolean;
  b2bOnly: boolean;
  b2cOnly: boolean;
  hasAr: boolean;
  hasCad: boolean;
  editorsPick: boolean;
  images: ImageRecipe[];
  availableOn: string;
  createdAt: string;
  updatedAt: string;
  curatedRank: number;
  popularity: number;
  locale: Language;
  name: string;
  slug: string;
  description: string;
  details: string;
  properties: { name: string; description: string; value: string }[];
  variantId: number;
  countOnHand: number;
  backorderable: boolean;
  currency: Currency;
  price: number;
  compareAtPrice: number | null;
  tradePrice: number;
}

interface ProductRow {
  id: number; sku: string; artisan_id: number; taxon_id: number; designer: string | null; materials: string;
  width_cm: number; height_cm: number; depth_cm: number; seat_height_cm: number | null; arm_height_cm: number | null;
  lighting: string | null; shipping_time: number; shipping_message: string | null; ship_eu: number; ship_us: number;
  ship_gbp: number; ship_world: number; is_fragile: number; suitable_for_contract: number; excluded_countries: string;
  can_supply: number; customizable: number; curbside_delivery: number; b2b_only: number; b2c_only: number; has_ar: number;
  editors_pick: number; images: string; available_on: string; created_at: string; updated_at: string; curated_rank: number;
  popularity: number; locale: Language; name: string; slug: string; description: string; details: string; properties: string;
  variant_id: number; count_on_hand: number; backorderable: number; currency: Currency; amount: number;
  compare_at_amount: number | null; trade_amount: number; has_cad: number;
}

/** The joins every product read uses: one language, one currency, the master variant. */
export const PRODUCT_FROM = `
  FROM products p
  JOIN product_translations t ON t.product_id = p.id AND t.locale = @locale
  JOIN variants v ON v.product_id = p.id
  JOIN prices pr ON pr.variant_id = v.id AND pr.currency = @currency`;

export const PRODUCT_SELECT = `
  SELECT p.*, t.locale, t.name, t.slug, t.description, t.details, t.properties,
         v.id AS variant_id, v.count_on_hand, v.backorderable,
         pr.currency, pr.amount, pr.compare_at_amount, pr.trade_amount,
         EXISTS (SELECT 1 FROM digital_assets d WHERE d.product_id = p.id AND d.kind = 'cad') AS has_cad
  ${PRODUCT_FROM}`;

export function toProductRecord(r: ProductRow): ProductRecord {
  return {
    id: r.id, sku: r.sku, artisanId: r.artisan_id, taxonId: r.taxon_id, designer: r.designer,
    materials: JSON.parse(r.materials) as MaterialSwatch[],
    widthCm: r.width_cm, heightCm: r.height_cm, depthCm: r.depth_cm, seatHeightCm: r.seat_height_cm, armHeightCm: r.arm_height_cm,
    lighting: r.lighting ? (JSON.parse(r.lighting) as LightingSpec) : null,
    shippingTime: r.shipping_time, shippingMessage: r.shipping_message,
    shipping: { eu: r.ship_eu, us: r.ship_us, gbp: r.ship_gbp, world: r.ship_world },
    isFragile: !!r.is_fragile, suitableForContract: !!r.suitable_for_contract,
    excludedCountries: JSON.parse(r.excluded_countries) as string[], canSupply: !!r.can_supply,
    customizable: !!r.customizable, curbsideDelivery: !!r.curbside_delivery, b2bOnly: !!r.b2b_only, b2cOnly: !!r.b2c_only,
    hasAr: !!r.has_ar, hasCad: !!r.has_cad, editorsPick: !!r.editors_pick, images: JSON.parse(r.images) as ImageRecipe[],
    availableOn: r.available_on, createdAt: r.created_at, updatedAt: r.updated_at, curatedRank: r.curated_rank,
    popularity: r.popularity, locale: r.locale, name: r.name, slug: r.slug, description: r.description, details: r.details,
    properties: JSON.parse(r.properties) as ProductRecord['properties'],
    variantId: r.variant_id, countOnHand: r.count_on_hand, backorderable: !!r.backorderable,
    currency: r.currency, price: r.amount, compareAtPrice: r.compare_at_amount, tradePrice: r.trade_amount,
  };
}

export class CatalogueRepository {
  readonly taxons: Map<number, TaxonRecord>;
  readonly taxonByPermalink: Map<string, TaxonRecord>;
  readonly artisans: Map<number, ArtisanRecord>;
  /** Products per (leaf) taxon and in all: the catalogue's shape, for choosing query plans. */
  readonly productsPerTaxon: Map<number, number>;
  readonly productTotal: number;
  readonly artisanBySlug: Map<string, ArtisanRecord>;
  private readonly byId;
  private readonly bySlug;
  private readonly slugsOf;

  constructor(private readonly db: Db) {
    const taxonRows = db.prepare('SELECT * FROM taxons ORDER BY depth, position').all() as {
      id: number; parent_id: number | null; permalink: string; depth: number; position: number; names: string; slugs: string;
      localized_permalinks: string;
    }[];
    this.taxons = new Map(taxonRows.map((t) => [t.id, {
      id: t.id, parentId: t.parent_id, permalink: t.permalink, depth: t.depth, position: t.position,
      name: JSON.parse(t.names) as Localized, slug: JSON.parse(t.slugs) as Localized,
      localizedPermalink: JSON.parse(t.localized_permalinks) as Localized, childIds: [],
    }]));
    for (const t of this.taxons.values()) if (t.parentId !== null) this.taxons.get(t.parentId)?.childIds.push(t.id);
    this.taxonByPermalink = new Map([...this.taxons.values()].map((t) => [t.permalink, t]));

    const artisanRows = db.prepare('SELECT * FROM artisans ORDER BY id').all() as {
      id: number; slug: string; name: string; craft: string; city: string; region: string; founded_year: number;
      program_level: number; story: string; image: string; created_at: string;
    }[];
    this.artisans = new Map(artisanRows.map((a) => [a.id, {
      id: a.id, slug: a.slug, name: a.name, craft: a.craft, city: a.city, region: a.region, foundedYear: a.founded_year,
      programLevel: a.program_level, story: JSON.parse(a.story) as Localized, image: JSON.parse(a.image) as ImageRecipe,
      createdAt: a.created_at,
    }]));
    this.artisanBySlug = new Map([...this.artisans.values()].map((a) => [a.slug, a]));

    const perTaxon = db.prepare('SELECT taxon_id, COUNT(*) AS n FROM products GROUP BY taxon_id').all() as { taxon_id: number; n: number }[];
    this.productsPerTaxon = new Map(perTaxon.map((r) => [r.taxon_id, r.n]));
    this.productTotal = perTaxon.reduce((sum, r) => sum + r.n, 0);

    this.byId = db.prepare(`${PRODUCT_SELECT} WHERE p.id = @id`);
    this.bySlug = db.prepare(`${PRODUCT_SELECT} WHERE p.id = (SELECT product_id FROM product_translations WHERE slug = @slug LIMIT 1)`);
    this.slugsOf = db.prepare('SELECT locale, slug FROM product_translations WHERE product_id = ?');
  }

  product(idOrSlug: string, locale: Language, currency: Currency): ProductRecord | undefined {
    const row = /^\d+$/.test(idOrSlug)
      ? (this.byId.get({ id: Number(idOrSlug), locale, currency }) as ProductRow | undefined)
      : (this.bySlug.get({ slug: idOrSlug, locale, currency }) as ProductRow | undefined);
    return row ? toProductRecord(row) : undefined;
  }

  productsByIds(ids: number[], locale: Language, currency: Currency): ProductRecord[] {
    if (ids.length === 0) return [];
    const rows = this.db.prepare(`${PRODUCT_SELECT} WHERE p.id IN (SELECT value FROM json_each(@ids))`)
      .all({ ids: JSON.stringify(ids), locale, currency }) as ProductRow[];
    return rows.map(toProductRecord);
  }

  productsByVariantIds(variantIds: number[], locale: Language, currency: Currency): ProductRecord[] {
    if (variantIds.length === 0) return [];
    const rows = this.db.prepare(`${PRODUCT_SELECT} WHERE v.id IN (SELECT value FROM json_each(@ids))`)
      .all({ ids: JSON.stringify(variantIds), locale, currency }) as ProductRow[];
    return rows.map(toProductRecord);
  }

  productByVariant(variantId: number, locale: Language, currency: Currency): ProductRecord | undefined {
    const row = this.db.prepare(`${PRODUCT_SELECT} WHERE v.id = @variantId`).get({ variantId, locale, currency }) as ProductRow | undefined;
    return row ? toProductRecord(row) : undefined;
  }

  localizedSlugs(productId: number): Localized {
    const rows = this.slugsOf.all(productId) as { locale: Language; slug: string }[];
    const out = Object.fromEntries(LANGUAGES.map((l) => [l, ''])) as Localized;
    for (const r of rows) out[r.locale] = r.slug;
    return out;
  }

  localizedSlugsMany(productIds: number[]): Map<number, Localized> {
    const out = new Map<number, Localized>();
    if (productIds.length === 0) return out;
    const rows = this.db
      .prepare(`SELECT product_id, locale, slug FROM product_translations WHERE product_id IN (${productIds.map(() => '?').join(',')})`)
      .all(...productIds) as { product_id: number; locale: Language; slug: string }[];
    for (const r of rows) {
      const entry = out.get(r.product_id) ?? (Object.fromEntries(LANGUAGES.map((l) => [l, ''])) as Localized);
      entry[r.locale] = r.slug;
      out.set(r.product_id, entry);
    }
    return out;
  }

  /** The taxon and its ancestors, root first. */
  taxonPath(taxonId: number): TaxonRecord[] {
    const path: TaxonRecord[] = [];
    for (let t = this.taxons.get(taxonId); t; t = t.parentId === null ? undefined : this.taxons.get(t.parentId)) path.unshift(t);
    return path;
  }

  /** The taxon and every taxon below it. */
  descendantIds(taxonId: number): number[] {
    const out: number[] = [];
    const walk = (id: number) => {
      out.push(id);
      for (const child of this.taxons.get(id)?.childIds ?? []) walk(child);
    };
    walk(taxonId);
    return out;
  }
}
