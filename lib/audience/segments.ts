/**
 * Spec §7 audiences as the data layer carries them, decided from what the shop knows (pure: used by
 * the audience route on the server and by the measurement code in the browser).
 */
import type { UserSegment } from '@/lib/analytics/events';

export interface AudienceResult {
  repeat_users: boolean;
  is_trade: boolean;
  has_email_opted_in: boolean;
}

/** Failures count as false (spec §7/§8). */
export const NOT_IN_ANY_AUDIENCE: AudienceResult = { repeat_users: false, is_trade: false, has_email_opted_in: false };

/** trade over wedding (a registry couple) over consumer (signed in) over guest. */
export function userSegment(visitor: { signedIn: boolean; trade: boolean; hasRegistry: boolean }): UserSegment {
  if (visitor.trade) return 'trade';
  if (visitor.hasRegistry) return 'wedding';
  return visitor.signedIn ? 'consumer' : 'guest';
}

/**
 * The discreet trade invitation (spec §9 trade engagement): for a visitor the customer-data service
 * counts as a professional who is not a trade user, unless they dismissed it (do not disturb, for good)
 * or opened the trade application in the last day (trade hint).
 */
export function showTradeInvitation(facts: { professional: boolean; trade: boolean; doNotDisturb: boolean; tradeHint: boolean }): boolean {
  return facts.professional && !facts.trade && !facts.doNotDisturb && !facts.tradeHint;
}
