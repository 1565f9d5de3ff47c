/**
 * Loads a generated catalogue and the demo accounts into an empty database: one transaction with
 * prepared statements, products streamed from the generator.
 */
import crypto from 'node:crypto';
import { COUNTRIES } from '../../../lib/i18n/countries';
import { LANGUAGES } from '../../../lib/i18n/languages';
import {
  DEMO_COUPONS, DEMO_USERS, generateCatalogue, type GenerateOptions, type SeedProduct,
} from '../../seed';
import { hashPasswordSync } from '../auth/passwords';
import type { Db } from './index';

export interface SeedSummary {
  products: number;
  artisans: number;
  taxons: number;
  milliseconds: number;
}

/** Digital asset tokens are derived from the product, so a reseed keeps download links stable. */
export function assetToken(productId: number, kind: 'cad' | 'tearsheet'): string {
  return crypto.createHash('sha256').update(`casa-maestri:${kind}:${productId}`).digest('hex').slice(0, 32);
}

export function loadSeed(db: Db, options: GenerateOptions = {}): SeedSummary {
  const started = performance.now();
  const catalogue = generateCatalogue(options);
  const now = new Date().toISOString();

  const insertCountry = db.prepare('INSERT INTO countries (iso, iso3, currency) VALUES (?, ?, ?)');
  const insertTaxon = db.prepare(`INSERT INTO taxons (id, parent_id, permalink, depth, position, names, slugs, localized_permalinks)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertArtisan = db.prepare(`INSERT INTO artisans (id, slug, name, craft, city, region, founded_year, program_level, story, image, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertProduct = db.prepare(`INSERT INTO products (id, sku, artisan_id, taxon_id, designer, materials, width_cm, height_cm, depth_cm,
    seat_height_cm, arm_height_cm, lighting, shipping_time, shipping_message, ship_eu, ship_us, ship_gbp, ship_world, is_fragile,
    suitable_for_contract, excluded_countries, can_supply, customizable, curbside_delivery, b2b_only, b2c_only, has_ar, editors_pick,
    images, available_on, created_at, updated_at, curated_rank, popularity, price_usd, price_eur, price_gbp)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertTranslation = db.prepare(`INSERT INTO product_translations (product_id, locale, name, slug, description, details, properties)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const insertVariant = db.prepare('INSERT INTO variants (id, product_id, sku, count_on_hand, backorderable) VALUES (?, ?, ?, ?, ?)');
  const insertPrice = db.prepare('INSERT INTO prices (variant_id, currency, amount, compare_at_amount, trade_amount) VALUES (?, ?, ?, ?, ?)');
  const insertAsset = db.prepare('INSERT INTO digital_assets (product_id, kind, token, filename, content_type) VALUES (?, ?, ?, ?, ?)');
  const insertUser = db.prepare(`INSERT INTO users (email, password_hash, first_name, last_name, trade_status, shipping_country, language,
    confirmed_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertCredit = db.prepare('INSERT INTO store_credits (user_id, currency, amount, created_at) VALUES (?, ?, ?, ?)');
  const insertRegistry = db.prepare(`INSERT INTO wedding_registries (user_id, your_name, partner_name, wedding_date, created_at)
    VALUES (?, ?, ?, ?, ?)`);
  const insertWishlist = db.prepare(`INSERT INTO wishlists (user_id, token, name, is_private, is_default, created_at)
    VALUES (?, ?, ?, 1, 1, ?)`);
  const insertPromotion = db.prepare(`INSERT INTO promotions (code, name, kind, percent, amounts, minimum, usage_limit, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);

  const taxonIdByPermalink = new Map(catalogue.taxons.map((t) => [t.permalink, t.id]));
  const b = (v: boolean) => (v ? 1 : 0);

  const insertOne = (p: SeedProduct) => {
    const taxonId = taxonIdByPermalink.get(p.leafPermalink);
    if (taxonId === undefined) throw new Error(`no taxon ${p.leafPermalink}`);
    insertProduct.run(
      p.id, p.sku, p.artisanId, taxonId, p.designer, JSON.stringify(p.materials), p.dimensionsCm.width, p.dimensionsCm.height,
      p.dimensionsCm.depth, p.seatHeightCm, p.armHeightCm, p.lighting ? JSON.stringify(p.lighting) : null, p.shippingTime,
      p.shippingMessage, p.shippingCost.eu, p.shippingCost.us, p.shippingCost.gbp, p.shippingCost.world, b(p.isFragile),
      b(p.suitableForContract), JSON.stringify(p.excludedCountries), b(p.canSupply), b(p.customizable), b(p.curbsideDelivery),
      b(p.b2bOnly), b(p.b2cOnly), b(p.hasAr), b(p.editorsPick), JSON.stringify(p.images), p.availableOn, p.createdAt, p.createdAt,
      p.curatedRank, p.popularity, p.prices.USD.amount, p.prices.EUR.amount, p.prices.GBP.amount,
    );
    for (const lang of LANGUAGES) {
      const properties = p.properties.map((prop) => ({ name: prop.name, description: prop.description[lang], value: prop.value[lang] }));
      insertTranslation.run(p.id, lang, p.title[lang], p.slug[lang], p.description[lang], p.details[lang], JSON.stringify(properties));
    }
    insertVariant.run(p.variantId, p.id, p.sku, p.stock, b(p.backorderable));
    for (const [currency, price] of Object.entries(p.prices)) {
      insertPrice.run(p.variantId, currency, price.amount, price.compareAt, price.trade);
    }
    insertAsset.run(p.id, 'tearsheet', assetToken(p.id, 'tearsheet'), `${p.slug.en}-tearsheet.pdf`, 'application/pdf');
    if (p.hasCad) insertAsset.run(p.id, 'cad', assetToken(p.id, 'cad'), `${p.slug.en}.dxf`, 'image/vnd.dxf');
  };

  db.transaction(() => {
    for (const c of COUNTRIES) insertCountry.run(c.isocode, c.isocode3Letters, c.currency);
    for (const t of catalogue.taxons) {
      insertTaxon.run(t.id, t.parentId, t.permalink, t.depth, t.position, JSON.stringify(t.name), JSON.stringify(t.slug),
        JSON.stringify(t.localizedPermalink));
    }
    for (const a of catalogue.artisans) {
      insertArtisan.run(a.id, a.slug, a.name, a.craft, a.city, a.region, a.foundedYear, a.programLevel, JSON.stringify(a.story),
        JSON.stringify(a.image), a.createdAt);
    }
    for (const p of catalogue.products()) insertOne(p);
    for (const u of DEMO_USERS) {
      const { lastInsertRowid } = insertUser.run(u.email, hashPasswordSync(u.password), u.firstName, u.lastName, u.tradeStatus,
        u.shippingCountry, u.language, now, now, now);
      const userId = Number(lastInsertRowid);
      for (const [currency, amount] of Object.entries(u.storeCredits)) insertCredit.run(userId, currency, amount, now);
      if (u.registry) insertRegistry.run(userId, u.registry.yourName, u.registry.partnerName, u.registry.weddingDate, now);
      insertWishlist.run(userId, crypto.randomBytes(12).toString('base64url'), 'Favorites', now);
    }
    for (const c of DEMO_COUPONS) {
      insertPromotion.run(c.code, c.name, c.kind, c.percent, JSON.stringify(c.amounts), JSON.stringify(c.minimum), c.usageLimit, c.expiresAt);
    }
  })();
  // Fresh statistics so the planner picks the catalogue indexes from the first query.
  db.exec('ANALYZE');
  return {
    products: catalogue.productCount,
    artisans: catalogue.artisans.length,
    taxons: catalogue.taxons.length,
    milliseconds: Math.round(performance.now() - started),
  };
}
