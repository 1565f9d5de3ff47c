/**
 * What the shell shows that differs per visitor, read by the browser after load from
 * `GET /api/visitor` so that every page can be cached whole and shared (ADR 0012): the account
 * button, the bag's count, the registry or Trade link, the signed-in shopper's notice and whether
 * the account's country and language need storing. Nothing secret: no token, no trade price.
 */
import type { AccountNotice } from '@/lib/account/notice';

export interface Visitor {
  signedIn: boolean;
  trade: boolean;
  /** Spec §2: the registry links appear only for a user who has a wedding registry. */
  hasRegistry: boolean;
  bagCount: number;
  /** The bag's total (decimal string, "0" when empty), for the data layer's cartTotal (spec §7). */
  cartTotal: string;
  /** A stable pseudonymous id of the signed-in account for the data layer (never the e-mail); null for guests. */
  userId: string | null;
  notice: AccountNotice | null;
  /** Spec §7: store the shipping country / language on the account when they differ from the page's. */
  sync: { country: boolean; language: boolean };
  /** The audience cookie was corrected: the page shown is the other audience's variant. */
  audienceChanged: boolean;
}

/** Until the answer arrives (and if it never does), the page is what a guest of its variant sees. */
export function guestVisitor(trade: boolean): Visitor {
  return { signedIn: false, trade, hasRegistry: false, bagCount: 0, cartTotal: '0', userId: null, notice: null, sync: { country: false, language: false }, audienceChanged: false };
}

export const VISITOR_PATH = '/api/visitor';
