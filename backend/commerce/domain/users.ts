/** Customer accounts. */
import type { Db } from '../db';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  trade_status: 'none' | 'pending' | 'approved';
  shipping_country: string | null;
  language: string | null;
  commercial_communication: number;
  personalized_communication: number;
  confirmation_token: string | null;
  confirmed_at: string | null;
  /** A new e-mail waiting for its confirmation link to be followed (Devise reconfirmable). */
  unconfirmed_email: string | null;
  /** When the pending confirmation (sha256 of its token in `confirmation_token`) was sent, in ms. */
  confirmation_sent_at: number | null;
  /** Wrong current passwords in the window that began at `reauth_failed_at` (ms). */
  reauth_failures: number;
  reauth_failed_at: number | null;
  reset_password_token_hash: string | null;
  reset_password_sent_at: number | null;
  default_bill_address_id: number | null;
  default_ship_address_id: number | null;
  created_at: string;
  updated_at: string;
}

export function findUser(db: Db, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ?').get(email.trim()) as UserRow | undefined;
}

/** Trade users (approved or pending approval) see trade prices (spec §4, §6). */
export function isTrade(user: UserRow | null | undefined): boolean {
  return !!user && user.trade_status !== 'none';
}
