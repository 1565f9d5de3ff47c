/**
 * Customer accounts as stored: creating one (with its default wishlist), changing its profile,
 * country and language, its address book, saved cards and completed orders. The HTTP routes parse
 * and serialise; every statement on these tables is here. Each function that takes a user id acts
 * on that user's rows only: the caller has already checked who is asking.
 */
import { randomToken } from '../auth/passwords';
import type { CommerceContext } from '../context';
import { nowIso, type Db } from '../db';
import { notFound } from '../http/errors';
import { findAddress, type AddressRow, type OrderRow } from './orders';
import { findUser, type UserRow } from './users';

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  /** 'pending' for a trade applicant (spec §4). */
  tradeStatus: UserRow['trade_status'];
  language: string | null;
  shippingCountry?: string | null;
  commercialCommunication?: boolean;
  personalizedCommunication?: boolean;
}

/** A new user with the default wishlist every account has, in one transaction. */
export function createAccount(db: Db, account: NewAccount): UserRow {
  const now = nowIso();
  const id = db.transaction(() => {
    const { lastInsertRowid } = db.prepare(`INSERT INTO users (email, password_hash, first_name, last_name, trade_status, language,
      shipping_country, commercial_communication, personalized_communication, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
      account.email, account.passwordHash, account.firstName, account.lastName, account.tradeStatus, account.language,
      account.shippingCountry ?? null, account.commercialCommunication ? 1 : 0, account.personalizedCommunication ? 1 : 0, now, now);
    createDefaultWishlist(db, Number(lastInsertRowid));
    return Number(lastInsertRowid);
  })();
  const user = findUser(db, id);
  if (!user) throw notFound();
  return user;
}

/** The default list ("Favorites"), private: every account has exactly one. */
export function createDefaultWishlist(db: Db, userId: number): void {
  db.prepare(`INSERT INTO wishlists (user_id, token, name, is_private, is_default, created_at) VALUES (?, ?, 'Favorites', 1, 1, ?)`)
    .run(userId, randomToken(12), nowIso());
}

/** The profile fields a shopper may change; an undefined field is left as it is. */
export interface ProfileChanges {
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  language?: string;
  commercialCommunication?: boolean;
  personalizedCommunication?: boolean;
  billAddressId?: number;
  shipAddressId?: number;
}

const PROFILE_COLUMNS: Record<keyof ProfileChanges, string> = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  language: 'language',
  commercialCommunication: 'commercial_communication',
  personalizedCommunication: 'personalized_communication',
  billAddressId: 'default_bill_address_id',
  shipAddressId: 'default_ship_address_id',
};

/** Applies the changes in one transaction and stamps `updated_at`. */
export function updateProfile(db: Db, userId: number, changes: ProfileChanges): void {
  db.transaction(() => {
    for (const [field, column] of Object.entries(PROFILE_COLUMNS) as [keyof ProfileChanges, string][]) {
      const value = changes[field];
      if (value === undefined) continue;
      db.prepare(`UPDATE users SET ${column} = ? WHERE id = ?`).run(typeof value === 'boolean' ? (value ? 1 : 0) : value, userId);
    }
    db.prepare('UPDATE users SET updated_at = ? WHERE id = ?').run(nowIso(), userId);
  })();
}

export function setPasswordHash(db: Db, userId: number, hash: string): void {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, userId);
}

export function setShippingCountry(db: Db, userId: number, iso: string): void {
  db.prepare('UPDATE users SET shipping_country = ?, updated_at = ? WHERE id = ?').run(iso, nowIso(), userId);
}

export function setLanguage(db: Db, userId: number, language: string): void {
  db.prepare('UPDATE users SET language = ?, updated_at = ? WHERE id = ?').run(language, nowIso(), userId);
}

// ---- Addresses ----

/** An address as entered (already validated). */
export interface AddressFields {
  firstname: string;
  lastname: string;
  company?: string | null;
  address1: string;
  address2?: string | null;
  city: string;
  zipcode: string;
  phone: string;
  state_name?: string | null;
  /** Set (and state_name null) when the country has states: checked by resolveState (domain/states.ts). */
  state_id?: number | null;
  country_iso: string;
  label?: string | null;
}

/** Stores an address; `userId` null for a guest's checkout address. */
export function insertAddress(ctx: CommerceContext, userId: number | null, a: AddressFields): number {
  const { lastInsertRowid } = ctx.db.prepare(`INSERT INTO addresses (user_id, firstname, lastname, company, address1, address2, city, zipcode, phone,
    state_name, state_id, country_iso, label, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(userId, a.firstname, a.lastname,
    a.company ?? null, a.address1, a.address2 ?? null, a.city, a.zipcode, a.phone, a.state_name ?? null, a.state_id ?? null, a.country_iso, a.label ?? null, nowIso());
  return Number(lastInsertRowid);
}

/** The user's address by id (as the URL gives it), or a 404: another user's or a deleted address does not exist for them. */
export function ownAddress(ctx: CommerceContext, user: UserRow, id: string): AddressRow {
  const address = /^\d+$/.test(id) ? findAddress(ctx, Number(id)) : undefined;
  if (!address || address.user_id !== user.id || address.deleted_at) throw notFound();
  return address;
}

export function addressesOf(ctx: CommerceContext, userId: number): AddressRow[] {
  return ctx.db.prepare('SELECT * FROM addresses WHERE user_id = ? AND deleted_at IS NULL ORDER BY id').all(userId) as AddressRow[];
}

/** Adds to the address book; the first address becomes the default for billing and shipping. */
export function addAddress(ctx: CommerceContext, userId: number, a: AddressFields): AddressRow {
  const id = insertAddress(ctx, userId, a);
  ctx.db.prepare('UPDATE users SET default_bill_address_id = COALESCE(default_bill_address_id, ?), default_ship_address_id = COALESCE(default_ship_address_id, ?) WHERE id = ?')
    .run(id, id, userId);
  const row = findAddress(ctx, id);
  if (!row) throw notFound();
  return row;
}

export function updateAddress(ctx: CommerceContext, id: number, a: AddressFields): AddressRow {
  ctx.db.prepare(`UPDATE addresses SET firstname = ?, lastname = ?, company = ?, address1 = ?, address2 = ?, city = ?, zipcode = ?, phone = ?,
    state_name = ?, state_id = ?, country_iso = ?, label = ? WHERE id = ?`).run(a.firstname, a.lastname, a.company ?? null, a.address1,
    a.address2 ?? null, a.city, a.zipcode, a.phone, a.state_name ?? null, a.state_id ?? null, a.country_iso, a.label ?? null, id);
  const row = findAddress(ctx, id);
  if (!row) throw notFound();
  return row;
}

/** Soft delete: completed orders keep pointing at the address they shipped to. It stops being a default. */
export function deleteAddress(ctx: CommerceContext, userId: number, id: number): void {
  ctx.db.prepare('UPDATE addresses SET deleted_at = ? WHERE id = ?').run(nowIso(), id);
  ctx.db.prepare(`UPDATE users SET default_bill_address_id = CASE WHEN default_bill_address_id = ? THEN NULL ELSE default_bill_address_id END,
    default_ship_address_id = CASE WHEN default_ship_address_id = ? THEN NULL ELSE default_ship_address_id END WHERE id = ?`).run(id, id, userId);
}

// ---- Saved cards ----

export interface CreditCardRow {
  id: number;
  cc_type: string;
  last_digits: string;
  month: number;
  year: number;
  name: string;
  is_default: number;
  payment_method_id: number;
  gateway_payment_profile_id: string;
}

/** The user's saved cards, the default first. */
export function creditCardsOf(ctx: CommerceContext, userId: number): CreditCardRow[] {
  return ctx.db.prepare(`SELECT * FROM credit_cards WHERE user_id = ? AND deleted_at IS NULL ORDER BY is_default DESC, id DESC`).all(userId) as CreditCardRow[];
}

/** Forgets one of the user's cards; false when the user has no such card. */
export function deleteCreditCard(ctx: CommerceContext, userId: number, id: number): boolean {
  const { changes } = ctx.db.prepare('UPDATE credit_cards SET deleted_at = ?, is_default = 0 WHERE id = ? AND user_id = ? AND deleted_at IS NULL')
    .run(nowIso(), id, userId);
  return changes > 0;
}

// ---- Completed orders ----

export function completedOrderCount(ctx: CommerceContext, userId: number): number {
  return (ctx.db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND state = 'complete'`).get(userId) as { n: number }).n;
}

/** One page of the user's completed orders, newest first, and how many there are in all. */
export function completedOrdersOf(ctx: CommerceContext, userId: number, page: number, perPage: number): { orders: OrderRow[]; total: number } {
  const total = completedOrderCount(ctx, userId);
  const orders = ctx.db.prepare(`SELECT * FROM orders WHERE user_id = ? AND state = 'complete' ORDER BY completed_at DESC LIMIT ? OFFSET ?`)
    .all(userId, perPage, (page - 1) * perPage) as OrderRow[];
  return { orders, total };
}

/** The user's completed order by number; undefined for anyone else's or one not completed. */
export function completedOrderOf(ctx: CommerceContext, userId: number, number: string): OrderRow | undefined {
  return ctx.db.prepare(`SELECT * FROM orders WHERE number = ? AND user_id = ? AND state = 'complete'`).get(number, userId) as OrderRow | undefined;
}
