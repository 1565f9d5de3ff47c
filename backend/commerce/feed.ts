/**
 * The CatalogueFeed (backend/contracts.ts) read from the commerce database: what the search and
 * content services index. Change listeners hear about products whose stock or price changed.
 */
import { EventEmitter } from 'node:events';
import {
  mediaUrl, type CatalogueFeed, type FeedArtisan, type FeedProduct, type FeedTaxon, type ImageRecipe, type Localized,
  type MaterialSwatch,
} from '../contracts';
import { LANGUAGES, type Language } from '../shared/languages';
import type { Currency } from '../shared/countries';
import { COLOURS, material, materialLabel } from '../seed/materials';
import type { Db } from './db';
import { decimal } from './money';
import type { CatalogueRepository } from './catalogue/repository';

export interface CommerceFeed extends CatalogueFeed {
  /** Called by the commerce service after it changes products (order completion, price updates). */
  notifyProductsChanged(ids: number[]): void;
}

interface FeedRow {
  id: number; sku: string; artisan_id: number; taxon_id: number; designer: string | null; materials: string;
  width_cm: number; height_cm: number; depth_cm: number; shipping_time: number; shipping_message: string | null;
  ship_eu: number; ship_us: number; ship_gbp: number; can_supply: number; customizable: number; has_ar: number;
  suitable_for_contract: number; editors_pick: number; b2b_only: number; b2c_only: number; images: string; created_at: string;
  curated_rank: number; popularity: number; count_on_hand: number; backorderable: number; variant_id: number;
  excluded_countries: string;
}

const emptyLocalized = <T>(make: () => T): Localized<T> =>
  Object.fromEntries(LANGUAGES.map((l) => [l, make()])) as Localized<T>;

export function createFeed(db: Db, repo: CatalogueRepository, publicUrl: string): CommerceFeed {
  const events = new EventEmitter();
  events.setMaxListeners(50);

  const image = (recipe: ImageRecipe) => mediaUrl(publicUrl, recipe);

  function listProducts(ids?: string[]): FeedProduct[] {
    const numeric = ids?.map(Number).filter((n) => Number.isInteger(n));
    if (numeric && numeric.length === 0) return [];
    const where = numeric ? `WHERE p.id IN (SELECT value FROM json_each(?))` : '';
    const params = numeric ? [JSON.stringify(numeric)] : [];
    const rows = db.prepare(`SELECT p.*, v.id AS variant_id, v.count_on_hand, v.backorderable FROM products p
      JOIN variants v ON v.product_id = p.id ${where} ORDER BY p.id`).all(...params) as FeedRow[];
    const productFilter = numeric ? `WHERE product_id IN (SELECT value FROM json_each(?))` : '';
    const texts = new Map<number, { title: Localized; slug: Localized }>();
    for (const t of db.prepare(`SELECT product_id, locale, name, slug FROM product_translations ${productFilter}`).all(...params) as {
      product_id: number; locale: Language; name: string; slug: string;
    }[]) {
      const entry = texts.get(t.product_id) ?? { title: emptyLocalized(() => ''), slug: emptyLocalized(() => '') };
      entry.title[t.locale] = t.name;
      entry.slug[t.locale] = t.slug;
      texts.set(t.product_id, entry);
    }
    const variantFilter = numeric ? `WHERE v.product_id IN (SELECT value FROM json_each(?))` : '';
    const prices = new Map<number, FeedProduct['prices']>();
    for (const pr of db.prepare(`SELECT v.product_id, pr.currency, pr.amount, pr.compare_at_amount, pr.trade_amount
      FROM prices pr JOIN variants v ON v.id = pr.variant_id ${variantFilter}`).all(...params) as {
      product_id: number; currency: Currency; amount: number; compare_at_amount: number | null; trade_amount: number;
    }[]) {
      const entry = prices.get(pr.product_id) ?? ({} as FeedProduct['prices']);
      entry[pr.currency] = {
        price: decimal(pr.amount),
        fullPrice: pr.compare_at_amount === null ? null : decimal(pr.compare_at_amount),
        tradePrice: decimal(pr.trade_amount),
      };
      prices.set(pr.product_id, entry);
    }

    return rows.map((r): FeedProduct => {
      const path = repo.taxonPath(r.taxon_id);
      const artisan = repo.artisans.get(r.artisan_id);
      if (!artisan) throw new Error(`product ${r.id} has no artisan`);
      const swatches = JSON.parse(r.materials) as MaterialSwatch[];
      const text = texts.get(r.id) ?? { title: emptyLocalized(() => ''), slug: emptyLocalized(() => '') };
      const colours = [...new Set(swatches.map((s) => material(s).colour))];
      return {
        id: String(r.id),
        sku: r.sku,
        variantId: String(r.variant_id),
        excludedCountries: JSON.parse(r.excluded_countries) as string[],
        slug: text.slug,
        title: text.title,
        categories: Object.fromEntries(LANGUAGES.map((l) => [l, [path.map((t) => t.name[l])]])) as Localized<string[][]>,
        taxonPermalinks: path.map((t) => t.permalink),
        artisan: { id: String(artisan.id), slug: artisan.slug, name: artisan.name, programLevel: artisan.programLevel },
        designer: r.designer,
        materials: Object.fromEntries(LANGUAGES.map((l) => [l, swatches.map((s) => materialLabel(s)[l])])) as Localized<string[]>,
        colors: Object.fromEntries(LANGUAGES.map((l) => [l, colours.map((c) => COLOURS[c][l])])) as Localized<string[]>,
        prices: prices.get(r.id) ?? ({} as FeedProduct['prices']),
        shippingCost: { USD: decimal(r.ship_us), EUR: decimal(r.ship_eu), GBP: decimal(r.ship_gbp) },
        shippingTime: r.shipping_time,
        shippingMessage: r.shipping_message,
        // Can the shop still supply it: the artisan makes it, and it is in stock or made to order.
        canSupply: !!r.can_supply && (r.count_on_hand > 0 || !!r.backorderable),
        customizable: !!r.customizable,
        hasAr: !!r.has_ar,
        suitableForContract: !!r.suitable_for_contract,
        editorsPick: !!r.editors_pick,
        b2bOnly: !!r.b2b_only,
        b2cOnly: !!r.b2c_only,
        dimensionsCm: { width: r.width_cm, height: r.height_cm, depth: r.depth_cm },
        images: (JSON.parse(r.images) as ImageRecipe[]).map(image),
        createdAt: r.created_at,
        curatedRank: r.curated_rank,
        popularity: r.popularity,
      };
    });
  }

  function listArtisans(): FeedArtisan[] {
    return [...repo.artisans.values()].map((a) => ({
      id: String(a.id), slug: a.slug, name: a.name, city: a.city, programLevel: a.programLevel, createdAt: a.createdAt,
      image: image(a.image),
    }));
  }

  function listTaxons(): FeedTaxon[] {
    return [...repo.taxons.values()].map((t) => ({
      id: String(t.id), permalink: t.permalink, name: t.name, slug: t.slug, localizedPermalink: t.localizedPermalink,
      parentId: t.parentId === null ? null : String(t.parentId), depth: t.depth,
    }));
  }

  return {
    listProducts,
    listArtisans,
    listTaxons,
    onProductsChanged(listener) {
      events.on('changed', listener);
      return () => events.off('changed', listener);
    },
    notifyProductsChanged(ids) {
      if (ids.length) events.emit('changed', ids.map(String));
    },
  };
}
