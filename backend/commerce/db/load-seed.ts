/**
 * Loads a generated catalogue and the demo accounts into an empty database: one transaction with
 * prepared statements, products streamed from the generator.
 */
import crypto from 'node:crypto';
import { COUNTRIES } from '../../shared/countries';
import { LANGUAGES } from '../../shared/languages';
import {
  DEMO_COUPONS, DEMO_REGISTRY_GIFT, DEMO_USERS, generateCatalogue, type GenerateOptions, type SeedProduct,
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
  const insertRegistry = db.prepare(`INSERT INTO wedding_registries (user_id, token, your_name, partner_name, wedding_date, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
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
      if (u.registry) {
        const { lastInsertRowid: registryId } = insertRegistry.run(userId, u.registry.token, u.registry.yourName, u.registry.partnerName, u.registry.weddingDate, now);
        seedRegistryItems(db, Number(registryId), u.registry.itemQuantities, now);
      }
      insertWishlist.run(userId, crypto.randomBytes(12).toString('base64url'), 'Favorites', now);
    }
    for (const c of DEMO_COUPONS) {
      insertPromotion.run(c.code, c.name, c.kind, c.percent, JSON.stringify(c.amounts), JSON.stringify(c.minimum), c.usageLimit, c.expiresAt);
    }
  })();
  seedRegistryGift(db, now);
  // Fresh statistics so the planner picks the catalogue indexes from the first query.
  db.exec('ANALYZE');
  return {
    products: catalogue.productCount,
    artisans: catalogue.artisans.length,
    taxons: catalogue.taxons.length,
    milliseconds: Math.round(performance.now() - started),
  };
}

/**
 * The demo registry's pieces: the best-curated ones that can be bought, are in stock for the largest
 * quantity asked, and ship to GB, US and IT (the owner's and its guests' countries). Deterministic.
 */
function seedRegistryItems(db: Db, registryId: number, quantities: number[], now: string): void {
  const picks = db.prepare(`SELECT v.id FROM products p JOIN variants v ON v.product_id = p.id
    WHERE p.can_supply = 1 AND p.sku NOT LIKE 'PORAMI%' AND p.b2b_only = 0 AND v.count_on_hand >= @most
      AND NOT EXISTS (SELECT 1 FROM json_each(p.excluded_countries) WHERE value IN ('GB', 'US', 'IT'))
    ORDER BY p.curated_rank, p.id LIMIT @n`).all({ most: Math.max(...quantities), n: quantities.length }) as { id: number }[];
  const insert = db.prepare('INSERT INTO wedding_registry_items (wedding_registry_id, variant_id, quantity, created_at) VALUES (?, ?, ?, ?)');
  picks.forEach((p, i) => insert.run(registryId, p.id, quantities[i], now));
}

/**
 * A guest's complete, paid order for one of the demo registry's items, so the registry shows a purchase.
 * Written directly (no checkout run at seed time); stock is left as generated.
 */
function seedRegistryGift(db: Db, now: string): void {
  const g = DEMO_REGISTRY_GIFT;
  const item = db.prepare(`SELECT i.wedding_registry_id, i.variant_id, pr.amount FROM wedding_registry_items i
    JOIN wedding_registries r ON r.id = i.wedding_registry_id JOIN users u ON u.id = r.user_id
    JOIN prices pr ON pr.variant_id = i.variant_id AND pr.currency = 'GBP'
    WHERE u.email = ? ORDER BY i.id LIMIT 1 OFFSET ?`).get(g.registryOwner, g.itemIndex) as
    { wedding_registry_id: number; variant_id: number; amount: number } | undefined;
  if (!item) return;
  const a = g.address;
  const { lastInsertRowid: addressId } = db.prepare(`INSERT INTO addresses (firstname, lastname, address1, city, zipcode, phone, country_iso, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(a.firstname, a.lastname, a.address1, a.city, a.zipcode, a.phone, a.country_iso, now);
  const total = item.amount * g.quantity;
  const { lastInsertRowid: orderId } = db.prepare(`INSERT INTO orders (number, token, state, email, currency, locale, bill_address_id, ship_address_id,
    wedding_registry_id, shipment_state, payment_state, item_total, ship_total, promo_total, additional_tax_total, included_tax_total, total,
    completed_at, created_at, updated_at) VALUES (?, ?, 'complete', ?, 'GBP', 'en', ?, ?, ?, 'ready', 'paid', ?, 0, 0, 0, 0, ?, ?, ?, ?)`)
    .run(g.number, crypto.randomBytes(16).toString('base64url'), g.email, addressId, addressId, item.wedding_registry_id, total, total, now, now, now);
  db.prepare('INSERT INTO line_items (order_id, variant_id, quantity, price, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(orderId, item.variant_id, g.quantity, item.amount, now);
  db.prepare(`INSERT INTO payments (order_id, number, payment_method_id, source_type, amount, state, cc_type, last_digits, month, year, name, created_at)
    VALUES (?, ?, 1, 'credit_card', ?, 'completed', 'visa', '4242', 12, 2030, ?, ?)`).run(orderId, `P${g.number.slice(1)}`, total, `${a.firstname} ${a.lastname}`, now);
}
