/**
 * Wishlists as stored: the default list every account has (favorites) and named lists of variants
 * with quantities, addressed by token. The HTTP routes parse and serialise; every statement on
 * these tables is here.
 */
import { randomToken } from '../auth/passwords';
import { nowIso, type Db } from '../db';
import { createDefaultWishlist } from './accounts';

export interface WishlistRow { id: number; user_id: number; token: string; name: string; description: string | null; is_private: number; is_default: number; created_at: string }
export interface WishedRow { id: number; wishlist_id: number; variant_id: number; quantity: number; created_at: string }

export interface WishlistFields {
  name?: string;
  description?: string | null;
  is_private?: boolean;
  is_default?: boolean;
}

/** The user's default list, created when missing (an account from before lists existed). */
export function defaultWishlist(db: Db, userId: number): WishlistRow {
  const found = db.prepare('SELECT * FROM wishlists WHERE user_id = ? AND is_default = 1').get(userId) as WishlistRow | undefined;
  if (found) return found;
  createDefaultWishlist(db, userId);
  return defaultWishlist(db, userId);
}

export function wishlistByToken(db: Db, token: string): WishlistRow | undefined {
  return db.prepare('SELECT * FROM wishlists WHERE token = ?').get(token) as WishlistRow | undefined;
}

export function wishlistById(db: Db, id: number): WishlistRow {
  return db.prepare('SELECT * FROM wishlists WHERE id = ?').get(id) as WishlistRow;
}

/** One page of the user's lists, the default first, and how many there are in all. */
export function wishlistsOf(db: Db, userId: number, page: number, perPage: number): { lists: WishlistRow[]; total: number } {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM wishlists WHERE user_id = ?').get(userId) as { n: number }).n;
  const lists = db.prepare('SELECT * FROM wishlists WHERE user_id = ? ORDER BY is_default DESC, id LIMIT ? OFFSET ?')
    .all(userId, perPage, (page - 1) * perPage) as WishlistRow[];
  return { lists, total };
}

/** A new list (private unless said otherwise); made the default, it takes that place from the user's other lists. */
export function createWishlist(db: Db, userId: number, fields: WishlistFields & { name: string }): WishlistRow {
  const token = randomToken(12);
  db.transaction(() => {
    if (fields.is_default) db.prepare('UPDATE wishlists SET is_default = 0 WHERE user_id = ?').run(userId);
    db.prepare('INSERT INTO wishlists (user_id, token, name, description, is_private, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(userId, token, fields.name, fields.description || null, fields.is_private === false ? 0 : 1, fields.is_default ? 1 : 0, nowIso());
  })();
  return wishlistByToken(db, token) as WishlistRow;
}

/** Changes what is given; a list made the default takes that place from the owner's other lists (a default is never unset directly). */
export function updateWishlist(db: Db, list: WishlistRow, fields: WishlistFields): WishlistRow {
  db.transaction(() => {
    if (fields.name !== undefined) db.prepare('UPDATE wishlists SET name = ? WHERE id = ?').run(fields.name, list.id);
    if (fields.description !== undefined) db.prepare('UPDATE wishlists SET description = ? WHERE id = ?').run(fields.description || null, list.id);
    if (fields.is_private !== undefined) db.prepare('UPDATE wishlists SET is_private = ? WHERE id = ?').run(fields.is_private ? 1 : 0, list.id);
    if (fields.is_default) {
      db.prepare('UPDATE wishlists SET is_default = 0 WHERE user_id = ?').run(list.user_id);
      db.prepare('UPDATE wishlists SET is_default = 1 WHERE id = ?').run(list.id);
    }
  })();
  return wishlistById(db, list.id);
}

export function deleteWishlist(db: Db, list: WishlistRow): void {
  db.prepare('DELETE FROM wishlists WHERE id = ?').run(list.id);
}

export function wishedItemsOf(db: Db, list: WishlistRow): WishedRow[] {
  return db.prepare('SELECT * FROM wished_items WHERE wishlist_id = ? ORDER BY id').all(list.id) as WishedRow[];
}

export function variantExists(db: Db, variantId: number): boolean {
  return !!db.prepare('SELECT 1 FROM variants WHERE id = ?').get(variantId);
}

/** Puts a variant on the list; a variant already there takes the new quantity. Undefined when there is no such variant. */
export function putWishedItem(db: Db, list: WishlistRow, variantId: number, quantity: number): WishedRow | undefined {
  if (!variantExists(db, variantId)) return undefined;
  db.prepare(`INSERT INTO wished_items (wishlist_id, variant_id, quantity, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (wishlist_id, variant_id) DO UPDATE SET quantity = excluded.quantity`).run(list.id, variantId, quantity, nowIso());
  return db.prepare('SELECT * FROM wished_items WHERE wishlist_id = ? AND variant_id = ?').get(list.id, variantId) as WishedRow;
}

/** Sets an item's quantity; undefined when the list holds no such item. */
export function setWishedQuantity(db: Db, list: WishlistRow, itemId: number, quantity: number): WishedRow | undefined {
  const { changes } = db.prepare('UPDATE wished_items SET quantity = ? WHERE id = ? AND wishlist_id = ?').run(quantity, itemId, list.id);
  if (!changes) return undefined;
  return db.prepare('SELECT * FROM wished_items WHERE id = ?').get(itemId) as WishedRow;
}

/** Takes an item off the list and returns it as it was; undefined when the list holds no such item. */
export function removeWishedItem(db: Db, list: WishlistRow, itemId: number): WishedRow | undefined {
  const item = db.prepare('SELECT * FROM wished_items WHERE id = ? AND wishlist_id = ?').get(itemId, list.id) as WishedRow | undefined;
  if (item) db.prepare('DELETE FROM wished_items WHERE id = ?').run(item.id);
  return item;
}
