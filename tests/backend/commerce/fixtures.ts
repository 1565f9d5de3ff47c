/** Direct reads of the test backend's database to pick products with given traits (and set stock for stock tests). */
import path from 'node:path';
import Database from 'better-sqlite3';

export interface Pick {
  variantId: string;
  productId: string;
  stock: number;
  excluded: string[];
}

export function catalogueDb(dataDir: string) {
  const db = new Database(path.join(dataDir, 'commerce.sqlite'));
  db.pragma('busy_timeout = 5000');
  const pick = (where: string, offset = 0): Pick => {
    const row = db.prepare(`SELECT v.id AS variant_id, p.id AS product_id, v.count_on_hand, p.excluded_countries FROM products p
      JOIN variants v ON v.product_id = p.id
      WHERE p.sku NOT LIKE 'PORAMI%' AND p.can_supply = 1 AND p.b2b_only = 0 AND p.b2c_only = 0 AND ${where}
      ORDER BY p.id LIMIT 1 OFFSET ?`).get(offset) as { variant_id: number; product_id: number; count_on_hand: number; excluded_countries: string } | undefined;
    if (!row) throw new Error(`no product where ${where}`);
    return { variantId: String(row.variant_id), productId: String(row.product_id), stock: row.count_on_hand, excluded: JSON.parse(row.excluded_countries) as string[] };
  };
  return {
    /** A product with limited stock that cannot be backordered. */
    limited: (offset = 0) => pick(`v.backorderable = 0 AND v.count_on_hand >= 2 AND p.excluded_countries = '[]'`, offset),
    shippableEverywhere: (offset = 0) => pick(`p.excluded_countries = '[]' AND (v.backorderable = 1 OR v.count_on_hand >= 2)`, offset),
    excludedFrom: (iso: string) => pick(`EXISTS (SELECT 1 FROM json_each(p.excluded_countries) WHERE value = '${iso}') AND (v.backorderable = 1 OR v.count_on_hand > 0)`),
    onRequest: () => {
      const row = db.prepare(`SELECT v.id FROM products p JOIN variants v ON v.product_id = p.id WHERE p.sku LIKE 'PORAMI%' LIMIT 1`).get() as { id: number } | undefined;
      return row ? String(row.id) : null;
    },
    setStock(variantId: string, count: number, backorderable = false) {
      db.prepare('UPDATE variants SET count_on_hand = ?, backorderable = ? WHERE id = ?').run(count, backorderable ? 1 : 0, Number(variantId));
    },
    /** The product's slug in each language. */
    slugs: (productId: string) => (db.prepare('SELECT slug FROM product_translations WHERE product_id = ?').all(Number(productId)) as { slug: string }[]).map((r) => r.slug),
    stock: (variantId: string) => (db.prepare('SELECT count_on_hand AS n FROM variants WHERE id = ?').get(Number(variantId)) as { n: number }).n,
    registryId: () => (db.prepare('SELECT id FROM wedding_registries LIMIT 1').get() as { id: number }).id,
    /** The demo registry's pieces (oldest first) with the units still wanted. */
    registryPieces: () => db.prepare(`SELECT i.variant_id AS variantId, i.quantity, i.quantity - COALESCE((SELECT SUM(li.quantity) FROM line_items li
      JOIN orders o ON o.id = li.order_id WHERE o.wedding_registry_id = i.wedding_registry_id AND o.state = 'complete' AND li.variant_id = i.variant_id), 0) AS remaining
      FROM wedding_registry_items i WHERE i.wedding_registry_id = (SELECT id FROM wedding_registries LIMIT 1) ORDER BY i.created_at, i.id`).all()
      .map((r) => { const row = r as { variantId: number; quantity: number; remaining: number }; return { ...row, variantId: String(row.variantId) }; }),
    close: () => db.close(),
  };
}

export const US_ADDRESS = {
  firstname: 'Olivia', lastname: 'Bennett', address1: '350 Fifth Avenue', city: 'New York', zipcode: '10118',
  phone: '+1 212 555 0100', state_name: 'NY', country_iso: 'US',
};
export const IT_ADDRESS = {
  firstname: 'Giulia', lastname: 'Conti', address1: 'Via Brera 12', city: 'Milano', zipcode: '20121', phone: '+39 02 555 0100', state_name: 'MI', country_iso: 'IT',
};
