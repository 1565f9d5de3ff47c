/**
 * Numbered schema migrations, applied in order inside one transaction each and recorded in
 * schema_migrations. Money is stored as integer minor units (cents); localized catalogue texts live
 * in product_translations, one row per language, so a slug in any language finds its product.
 */
import type Database from 'better-sqlite3';
import { resolveState } from '../domain/states';

interface Migration {
  version: number;
  name: string;
  sql: string;
  /** Data to convert after `sql`, in the same transaction. */
  run?: (db: Database.Database) => void;
}

/**
 * Addresses written before states were chosen from the country's list held the state as typed
 * ("New York", "ny", "Nueva York"). Those that name exactly one state of their country (its name or
 * code, any case or accents) now hold its id, as a new address does; the others keep their text and
 * no id, and the checkout asks for the state again before such an address can be shipped to.
 */
function statesToIds(db: Database.Database): void {
  const rows = db.prepare('SELECT id, country_iso, state_name FROM addresses WHERE state_id IS NULL AND state_name IS NOT NULL').all() as { id: number; country_iso: string; state_name: string }[];
  const update = db.prepare('UPDATE addresses SET state_id = ?, state_name = NULL WHERE id = ?');
  for (const row of rows) {
    const resolved = resolveState(row.country_iso, null, row.state_name);
    if (resolved.ok && resolved.stateId !== null) update.run(resolved.stateId, row.id);
  }
}

const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'catalogue',
    sql: `
      CREATE TABLE taxons (
        id INTEGER PRIMARY KEY,
        parent_id INTEGER REFERENCES taxons(id),
        permalink TEXT NOT NULL UNIQUE,
        depth INTEGER NOT NULL,
        position INTEGER NOT NULL,
        names TEXT NOT NULL,
        slugs TEXT NOT NULL,
        localized_permalinks TEXT NOT NULL
      );
      CREATE TABLE artisans (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        craft TEXT NOT NULL,
        city TEXT NOT NULL,
        region TEXT NOT NULL,
        founded_year INTEGER NOT NULL,
        program_level INTEGER NOT NULL CHECK (program_level BETWEEN 1 AND 3),
        story TEXT NOT NULL,
        image TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE products (
        id INTEGER PRIMARY KEY,
        sku TEXT NOT NULL UNIQUE,
        artisan_id INTEGER NOT NULL REFERENCES artisans(id),
        taxon_id INTEGER NOT NULL REFERENCES taxons(id),
        designer TEXT,
        materials TEXT NOT NULL,
        width_cm INTEGER NOT NULL,
        height_cm INTEGER NOT NULL,
        depth_cm INTEGER NOT NULL,
        seat_height_cm INTEGER,
        arm_height_cm INTEGER,
        lighting TEXT,
        shipping_time INTEGER NOT NULL,
        shipping_message TEXT,
        ship_eu INTEGER NOT NULL,
        ship_us INTEGER NOT NULL,
        ship_gbp INTEGER NOT NULL,
        ship_world INTEGER NOT NULL,
        is_fragile INTEGER NOT NULL,
        suitable_for_contract INTEGER NOT NULL,
        excluded_countries TEXT NOT NULL,
        can_supply INTEGER NOT NULL,
        customizable INTEGER NOT NULL,
        curbside_delivery INTEGER NOT NULL,
        b2b_only INTEGER NOT NULL,
        b2c_only INTEGER NOT NULL,
        has_ar INTEGER NOT NULL,
        editors_pick INTEGER NOT NULL,
        images TEXT NOT NULL,
        available_on TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        curated_rank INTEGER NOT NULL,
        popularity INTEGER NOT NULL
      );
      CREATE INDEX products_taxon ON products(taxon_id);
      CREATE INDEX products_artisan ON products(artisan_id);
      CREATE INDEX products_created ON products(created_at);
      CREATE TABLE product_translations (
        product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        locale TEXT NOT NULL,
        name TEXT NOT NULL,
        slug TEXT NOT NULL,
        description TEXT NOT NULL,
        details TEXT NOT NULL,
        properties TEXT NOT NULL,
        PRIMARY KEY (product_id, locale),
        UNIQUE (locale, slug)
      );
      CREATE INDEX product_translations_slug ON product_translations(slug);
      -- Stock can only go below zero for backorderable variants: the database itself refuses an oversell.
      CREATE TABLE variants (
        id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL UNIQUE REFERENCES products(id) ON DELETE CASCADE,
        sku TEXT NOT NULL UNIQUE,
        count_on_hand INTEGER NOT NULL,
        backorderable INTEGER NOT NULL,
        CHECK (count_on_hand >= 0 OR backorderable = 1)
      );
      CREATE TABLE prices (
        variant_id INTEGER NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
        currency TEXT NOT NULL CHECK (currency IN ('USD', 'EUR', 'GBP')),
        amount INTEGER NOT NULL CHECK (amount >= 0),
        compare_at_amount INTEGER,
        trade_amount INTEGER NOT NULL,
        PRIMARY KEY (variant_id, currency)
      );
      CREATE INDEX prices_currency_amount ON prices(currency, amount);
      CREATE TABLE digital_assets (
        id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('cad', 'tearsheet')),
        token TEXT NOT NULL UNIQUE,
        filename TEXT NOT NULL,
        content_type TEXT NOT NULL,
        UNIQUE (product_id, kind)
      );
      CREATE TABLE countries (
        iso TEXT PRIMARY KEY,
        iso3 TEXT NOT NULL UNIQUE,
        currency TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'accounts',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        first_name TEXT,
        last_name TEXT,
        trade_status TEXT NOT NULL DEFAULT 'none' CHECK (trade_status IN ('none', 'pending', 'approved')),
        shipping_country TEXT REFERENCES countries(iso),
        language TEXT,
        commercial_communication INTEGER NOT NULL DEFAULT 0,
        personalized_communication INTEGER NOT NULL DEFAULT 0,
        confirmation_token TEXT UNIQUE,
        confirmed_at TEXT,
        reset_password_token_hash TEXT UNIQUE,
        reset_password_sent_at INTEGER,
        default_bill_address_id INTEGER,
        default_ship_address_id INTEGER,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE oauth_tokens (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        access_token_hash TEXT NOT NULL UNIQUE,
        refresh_token_hash TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        expires_in INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE TABLE addresses (
        id INTEGER PRIMARY KEY,
        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        firstname TEXT NOT NULL,
        lastname TEXT NOT NULL,
        company TEXT,
        address1 TEXT NOT NULL,
        address2 TEXT,
        city TEXT NOT NULL,
        zipcode TEXT NOT NULL,
        phone TEXT NOT NULL,
        state_name TEXT,
        country_iso TEXT NOT NULL REFERENCES countries(iso),
        label TEXT,
        deleted_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX addresses_user ON addresses(user_id);
      CREATE TABLE store_credits (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        currency TEXT NOT NULL,
        amount INTEGER NOT NULL CHECK (amount >= 0),
        amount_used INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        CHECK (amount_used <= amount)
      );
      CREATE TABLE credit_cards (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        payment_method_id INTEGER NOT NULL,
        cc_type TEXT NOT NULL,
        last_digits TEXT NOT NULL,
        month INTEGER NOT NULL,
        year INTEGER NOT NULL,
        name TEXT NOT NULL,
        gateway_payment_profile_id TEXT NOT NULL,
        is_default INTEGER NOT NULL DEFAULT 0,
        deleted_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE TABLE wedding_registries (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        your_name TEXT NOT NULL,
        partner_name TEXT NOT NULL,
        wedding_date TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'orders',
    sql: `
      CREATE TABLE promotions (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE COLLATE NOCASE,
        name TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed', 'free_shipping', 'gift_card')),
        percent INTEGER,
        amounts TEXT NOT NULL,
        minimum TEXT NOT NULL,
        usage_limit INTEGER,
        expires_at TEXT
      );
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        number TEXT NOT NULL UNIQUE,
        token TEXT NOT NULL UNIQUE,
        user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        state TEXT NOT NULL CHECK (state IN ('cart', 'address', 'delivery', 'payment', 'confirm', 'complete', 'canceled')),
        email TEXT,
        currency TEXT NOT NULL,
        locale TEXT,
        bill_address_id INTEGER REFERENCES addresses(id),
        ship_address_id INTEGER REFERENCES addresses(id),
        wedding_registry_id INTEGER REFERENCES wedding_registries(id),
        special_instructions TEXT,
        shipment_state TEXT,
        payment_state TEXT,
        item_total INTEGER,
        ship_total INTEGER,
        promo_total INTEGER,
        additional_tax_total INTEGER,
        included_tax_total INTEGER,
        total INTEGER,
        completed_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX orders_user_state ON orders(user_id, state);
      CREATE TABLE line_items (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        variant_id INTEGER NOT NULL REFERENCES variants(id),
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        price INTEGER NOT NULL,
        compare_at_price INTEGER,
        created_at TEXT NOT NULL,
        UNIQUE (order_id, variant_id)
      );
      CREATE TABLE order_promotions (
        order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        promotion_id INTEGER NOT NULL REFERENCES promotions(id),
        PRIMARY KEY (order_id, promotion_id)
      );
      CREATE TABLE shipments (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        number TEXT NOT NULL UNIQUE,
        stock_location TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending',
        selected_method TEXT NOT NULL DEFAULT 'standard',
        UNIQUE (order_id, stock_location)
      );
      CREATE TABLE payments (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        number TEXT NOT NULL UNIQUE,
        payment_method_id INTEGER NOT NULL,
        source_type TEXT NOT NULL CHECK (source_type IN ('credit_card', 'store_credit')),
        credit_card_id INTEGER REFERENCES credit_cards(id),
        store_credit_id INTEGER REFERENCES store_credits(id),
        amount INTEGER NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('checkout', 'completed', 'failed', 'void')),
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'wishlists',
    sql: `
      CREATE TABLE wishlists (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        is_private INTEGER NOT NULL DEFAULT 1,
        is_default INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE TABLE wished_items (
        id INTEGER PRIMARY KEY,
        wishlist_id INTEGER NOT NULL REFERENCES wishlists(id) ON DELETE CASCADE,
        variant_id INTEGER NOT NULL REFERENCES variants(id),
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        created_at TEXT NOT NULL,
        UNIQUE (wishlist_id, variant_id)
      );
    `,
  },
  {
    version: 5,
    name: 'payment sources',
    // Guests pay without a saved card: the payment keeps its own copy of the card's public details.
    sql: `
      ALTER TABLE payments ADD COLUMN cc_type TEXT;
      ALTER TABLE payments ADD COLUMN last_digits TEXT;
      ALTER TABLE payments ADD COLUMN month INTEGER;
      ALTER TABLE payments ADD COLUMN year INTEGER;
      ALTER TABLE payments ADD COLUMN name TEXT;
      ALTER TABLE payments ADD COLUMN response_code TEXT;
      CREATE INDEX payments_order ON payments(order_id);
      CREATE INDEX line_items_order ON line_items(order_id);
      CREATE INDEX shipments_order ON shipments(order_id);
    `,
  },
  {
    version: 6,
    name: 'catalogue sort indexes',
    sql: `
      CREATE INDEX products_curated ON products(curated_rank);
      CREATE INDEX products_taxon_curated ON products(taxon_id, curated_rank);
      CREATE INDEX products_updated ON products(updated_at);
      CREATE INDEX products_available ON products(available_on);
      CREATE INDEX products_shipping ON products(shipping_time, curated_rank);
      CREATE INDEX products_popularity ON products(popularity);
    `,
  },
  {
    version: 7,
    name: 'price sort index',
    // Price sorts break ties on variant_id: with it in the index, a sorted page stops after its rows.
    sql: `
      DROP INDEX prices_currency_amount;
      CREATE INDEX prices_currency_amount_variant ON prices(currency, amount, variant_id);
    `,
  },
  {
    version: 8,
    name: 'list prices on products',
    // Each product's price per currency, copied onto the product row and kept in step by triggers on
    // prices (the source of truth), so filtered and price-sorted lists and their counts are served by
    // (taxon_id, price) indexes without a join per row. The triggers write only when the copy differs
    // (the seed inserts products with their prices already copied).
    sql: `
      ALTER TABLE products ADD COLUMN price_usd INTEGER;
      ALTER TABLE products ADD COLUMN price_eur INTEGER;
      ALTER TABLE products ADD COLUMN price_gbp INTEGER;
      UPDATE products SET
        price_usd = (SELECT pr.amount FROM prices pr JOIN variants v ON v.id = pr.variant_id WHERE v.product_id = products.id AND pr.currency = 'USD'),
        price_eur = (SELECT pr.amount FROM prices pr JOIN variants v ON v.id = pr.variant_id WHERE v.product_id = products.id AND pr.currency = 'EUR'),
        price_gbp = (SELECT pr.amount FROM prices pr JOIN variants v ON v.id = pr.variant_id WHERE v.product_id = products.id AND pr.currency = 'GBP');
      CREATE TRIGGER prices_copy_insert AFTER INSERT ON prices BEGIN
        UPDATE products SET
          price_usd = CASE WHEN NEW.currency = 'USD' THEN NEW.amount ELSE price_usd END,
          price_eur = CASE WHEN NEW.currency = 'EUR' THEN NEW.amount ELSE price_eur END,
          price_gbp = CASE WHEN NEW.currency = 'GBP' THEN NEW.amount ELSE price_gbp END
        WHERE id = (SELECT product_id FROM variants WHERE id = NEW.variant_id)
          AND CASE NEW.currency WHEN 'USD' THEN price_usd WHEN 'EUR' THEN price_eur ELSE price_gbp END IS NOT NEW.amount;
      END;
      CREATE TRIGGER prices_copy_update AFTER UPDATE OF amount ON prices BEGIN
        UPDATE products SET
          price_usd = CASE WHEN NEW.currency = 'USD' THEN NEW.amount ELSE price_usd END,
          price_eur = CASE WHEN NEW.currency = 'EUR' THEN NEW.amount ELSE price_eur END,
          price_gbp = CASE WHEN NEW.currency = 'GBP' THEN NEW.amount ELSE price_gbp END
        WHERE id = (SELECT product_id FROM variants WHERE id = NEW.variant_id)
          AND CASE NEW.currency WHEN 'USD' THEN price_usd WHEN 'EUR' THEN price_eur ELSE price_gbp END IS NOT NEW.amount;
      END;
      CREATE INDEX products_taxon_price_usd ON products(taxon_id, price_usd);
      CREATE INDEX products_taxon_price_eur ON products(taxon_id, price_eur);
      CREATE INDEX products_taxon_price_gbp ON products(taxon_id, price_gbp);
      CREATE INDEX products_price_usd ON products(price_usd);
      CREATE INDEX products_price_eur ON products(price_eur);
      CREATE INDEX products_price_gbp ON products(price_gbp);
      -- Name filters and sorts read this narrow index instead of the wide translation rows.
      CREATE INDEX product_translations_name ON product_translations(locale, name, product_id);
    `,
  },
  {
    version: 9,
    name: 'wishlist descriptions',
    // Spec §3 "List: name, description, item count": custom lists carry a description.
    sql: `ALTER TABLE wishlists ADD COLUMN description TEXT;`,
  },
  {
    version: 10,
    name: 'wedding registry items',
    // Spec §3/§4: a registry is shared by an unguessable link (token; existing registries get a random
    // one) and holds variants with quantities. What guests bought is read from complete orders.
    sql: `
      ALTER TABLE wedding_registries ADD COLUMN token TEXT;
      UPDATE wedding_registries SET token = lower(hex(randomblob(16))) WHERE token IS NULL;
      CREATE UNIQUE INDEX wedding_registries_token ON wedding_registries(token);
      CREATE TABLE wedding_registry_items (
        id INTEGER PRIMARY KEY,
        wedding_registry_id INTEGER NOT NULL REFERENCES wedding_registries(id) ON DELETE CASCADE,
        variant_id INTEGER NOT NULL REFERENCES variants(id),
        quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
        created_at TEXT NOT NULL,
        UNIQUE (wedding_registry_id, variant_id)
      );
      CREATE INDEX orders_wedding_registry ON orders(wedding_registry_id, state);
    `,
  },
  {
    version: 11,
    name: 'trade applications',
    // Spec §3/§4: a trade application belongs to its account (one each; a declined one may be sent
    // again) and carries the resale certificate itself, so the service holds the whole file an
    // operator reviews. The account's trade_status stays the switch every price and checkout rule reads.
    sql: `
      CREATE TABLE trade_applications (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
        company_name TEXT NOT NULL,
        company_size TEXT NOT NULL,
        website TEXT NOT NULL,
        country_iso TEXT NOT NULL,
        city TEXT NOT NULL,
        phone TEXT NOT NULL,
        project_type TEXT NOT NULL CHECK (project_type IN ('residential', 'commercial', 'hospitality', 'office')),
        locale TEXT,
        terms_accepted_at TEXT NOT NULL,
        specific_articles_accepted_at TEXT NOT NULL,
        certificate_name TEXT NOT NULL,
        certificate_type TEXT NOT NULL CHECK (certificate_type IN ('application/pdf', 'image/jpeg', 'image/png')),
        certificate_size INTEGER NOT NULL CHECK (certificate_size BETWEEN 1 AND 10485760),
        certificate BLOB NOT NULL,
        decided_at TEXT,
        decision_note TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX trade_applications_status ON trade_applications(status, created_at);
    `,
  },
  {
    version: 13,
    name: 'customer-data visits and profiles',
    // The embedded customer-data service (backend/cdp): a browser is known by the visitor id the shop
    // keeps in its cookie; each browser session records one visit, and identify links the visitor to
    // an e-mail (and so to an account and to newsletter sign-ups). Only with the visitor's consent.
    sql: `
      CREATE TABLE cdp_visits (
        id INTEGER PRIMARY KEY,
        visitor_id TEXT NOT NULL,
        visited_at TEXT NOT NULL
      );
      CREATE INDEX cdp_visits_visitor ON cdp_visits(visitor_id);
      CREATE TABLE cdp_profiles (
        visitor_id TEXT PRIMARY KEY,
        email TEXT NOT NULL COLLATE NOCASE,
        name TEXT,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX cdp_profiles_email ON cdp_profiles(email);
    `,
  },
  {
    version: 14,
    name: 'outbox messages',
    // E-mails recorded in the transaction that causes them (an order's confirmation with its
    // completion) and delivered after the commit or on the next start (backend/commerce/outbox.ts).
    // One confirmation per order, whatever retries or restarts happen.
    sql: `
      CREATE TABLE outbox_messages (
        id INTEGER PRIMARY KEY,
        message_id TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        text TEXT NOT NULL,
        token TEXT,
        created_at TEXT NOT NULL,
        delivered_at TEXT
      );
      CREATE UNIQUE INDEX outbox_messages_order_confirmation ON outbox_messages(token) WHERE kind = 'order_confirmation';
      CREATE INDEX outbox_messages_pending ON outbox_messages(id) WHERE delivered_at IS NULL;
    `,
  },
  {
    version: 15,
    name: 'guarded e-mail change',
    // Devise's reconfirmable shape, as Spree has it: a new e-mail waits in `unconfirmed_email` until
    // the link sent to it is followed (the token is stored hashed; `confirmation_sent_at` ends it).
    // `reauth_failures` / `reauth_failed_at`: wrong current passwords in the running window, so the
    // re-authentication that guards an e-mail or password change cannot be guessed at speed.
    sql: `
      ALTER TABLE users ADD COLUMN unconfirmed_email TEXT COLLATE NOCASE;
      ALTER TABLE users ADD COLUMN confirmation_sent_at INTEGER;
      ALTER TABLE users ADD COLUMN reauth_failures INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE users ADD COLUMN reauth_failed_at INTEGER;
    `,
  },
  {
    version: 16,
    name: 'address states by id',
    // Spree's address keeps its state as a reference (state_id) to the country's states, which the
    // taxes read by code (domain/states.ts holds the list; its ids are stable).
    sql: `ALTER TABLE addresses ADD COLUMN state_id INTEGER;`,
    run: statesToIds,
  },
];

/** Applies the migrations the database has not seen yet, up to `target` (tests stop early); returns the versions applied. */
export function migrate(db: Database.Database, target = Infinity): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const done = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version),
  );
  const applied: number[] = [];
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const m of MIGRATIONS) {
    if (done.has(m.version) || m.version > target) continue;
    db.transaction(() => {
      db.exec(m.sql);
      m.run?.(db);
      record.run(m.version, m.name, new Date().toISOString());
    })();
    applied.push(m.version);
  }
  return applied;
}
