/**
 * The wedding registry as stored (spec §3, §4): one per user, a list of variants with the quantity
 * asked for, and what complete orders placed for it bought. The HTTP routes parse and serialise;
 * every statement on these tables is here.
 */
import { randomToken } from '../auth/passwords';
import { nowIso, type Db } from '../db';
import { invalid } from '../http/errors';

export interface RegistryRow { id: number; user_id: number; token: string; your_name: string; partner_name: string; wedding_date: string; created_at: string }
export interface RegistryItemRow { id: number; wedding_registry_id: number; variant_id: number; quantity: number; created_at: string }

export interface RegistryFields { your_name: string; partner_name: string; wedding_date: string }

export function registryOf(db: Db, userId: number): RegistryRow | undefined {
  return db.prepare('SELECT * FROM wedding_registries WHERE user_id = ?').get(userId) as RegistryRow | undefined;
}

export function registryByToken(db: Db, token: string): RegistryRow | undefined {
  return db.prepare('SELECT * FROM wedding_registries WHERE token = ?').get(token) as RegistryRow | undefined;
}

/**
 * Creates the user's registry; undefined when the user already has one. One per user: the unique
 * user_id decides, so two requests at once cannot both create one.
 */
export function createRegistry(db: Db, userId: number, fields: RegistryFields): RegistryRow | undefined {
  const { changes } = db.prepare(`INSERT INTO wedding_registries (user_id, token, your_name, partner_name, wedding_date, created_at)
    VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING`).run(userId, randomToken(24), fields.your_name, fields.partner_name, fields.wedding_date, nowIso());
  return changes ? registryOf(db, userId) : undefined;
}

export function updateRegistry(db: Db, registry: RegistryRow, fields: Partial<RegistryFields>): RegistryRow {
  const next = { ...registry, ...fields };
  db.prepare('UPDATE wedding_registries SET your_name = ?, partner_name = ?, wedding_date = ? WHERE id = ?')
    .run(next.your_name, next.partner_name, next.wedding_date, registry.id);
  return next;
}

export function registryItemsOf(db: Db, registry: RegistryRow): RegistryItemRow[] {
  return db.prepare('SELECT * FROM wedding_registry_items WHERE wedding_registry_id = ? ORDER BY created_at, id').all(registry.id) as RegistryItemRow[];
}

export function registryItem(db: Db, registry: RegistryRow, itemId: number): RegistryItemRow | undefined {
  return db.prepare('SELECT * FROM wedding_registry_items WHERE id = ? AND wedding_registry_id = ?').get(itemId, registry.id) as RegistryItemRow | undefined;
}

/** Units of each variant bought in complete orders placed for the registry. */
export function purchasedFor(db: Db, registryId: number): Map<number, number> {
  const rows = db.prepare(`SELECT li.variant_id, SUM(li.quantity) AS n FROM line_items li JOIN orders o ON o.id = li.order_id
    WHERE o.wedding_registry_id = ? AND o.state = 'complete' GROUP BY li.variant_id`).all(registryId) as { variant_id: number; n: number }[];
  return new Map(rows.map((r) => [r.variant_id, r.n]));
}

/**
 * Lists a variant (the caller has checked it exists). A variant already listed adds to its
 * quantity, within the same 1..999 bounds as a single addition (a 422 on the quantity beyond them).
 */
export function addRegistryItem(db: Db, registry: RegistryRow, variantId: number, quantity: number): RegistryItemRow {
  const existing = db.prepare('SELECT quantity FROM wedding_registry_items WHERE wedding_registry_id = ? AND variant_id = ?')
    .get(registry.id, variantId) as { quantity: number } | undefined;
  if ((existing?.quantity ?? 0) + quantity > 999) throw invalid({ quantity: ['must be less than 1000'] });
  db.prepare(`INSERT INTO wedding_registry_items (wedding_registry_id, variant_id, quantity, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (wedding_registry_id, variant_id) DO UPDATE SET quantity = quantity + excluded.quantity`).run(registry.id, variantId, quantity, nowIso());
  return db.prepare('SELECT * FROM wedding_registry_items WHERE wedding_registry_id = ? AND variant_id = ?').get(registry.id, variantId) as RegistryItemRow;
}

export function setRegistryItemQuantity(db: Db, item: RegistryItemRow, quantity: number): RegistryItemRow {
  db.prepare('UPDATE wedding_registry_items SET quantity = ? WHERE id = ?').run(quantity, item.id);
  return { ...item, quantity };
}

export function removeRegistryItem(db: Db, item: RegistryItemRow): void {
  db.prepare('DELETE FROM wedding_registry_items WHERE id = ?').run(item.id);
}
