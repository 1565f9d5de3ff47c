import 'server-only';
import type { Locale } from '@/lib/i18n/locale-list';
/**
 * Spec §4 "on login the guest cart is associated with the account": the building block for
 * lib/cart/associate.ts (accounts), which calls it on sign-in and then clears guest_cart_token.
 *
 * PATCH cart/associate alone makes the guest cart the account's current cart, so lines the shopper
 * had left in the account's own cart would drop out of sight. Those lines are first carried into
 * the guest cart — a piece in both keeps the larger quantity (the same wish twice, not two wishes)
 * — then the guest cart is associated. A line the service refuses (stock, registry mixing) stays
 * in the older cart rather than failing the sign-in.
 */
import { CART_INCLUDE } from '../commerce/cart';
import { commerce } from '../commerce/client';
import { toCommerceError, type CommerceError } from '../commerce/errors';
import { parseLocale } from '../i18n/locales';
import { outcome, showCart, type CartOutcome } from './service';

/** Line ids named by a refusal keyed `line_items.<id>` (the service's eligibility errors). */
function refusedLineIds(error: CommerceError, lineIds: string[]): string[] {
  if (error.kind !== 'validation' || error.status !== 422) return [];
  const byLine = (error.errors as Record<string, unknown>).line_items;
  if (!byLine || typeof byLine !== 'object' || Array.isArray(byLine)) return [];
  return Object.keys(byLine).filter((id) => lineIds.includes(id));
}

export async function mergeGuestCart({ bearerToken, guestToken, locale }: { bearerToken: string; guestToken: string; locale: Locale }): Promise<CartOutcome | null> {
  const currency = parseLocale(locale).country.currency;
  const guest = await showCart({ order_token: guestToken }, locale);
  if (!guest?.ok) return guest; // no guest cart (404 → null) or a failure: nothing to associate
  const account = await showCart({ bearer_token: bearerToken }, locale);
  // The same cart seen twice (already associated) has the same number; carts carry no token here.
  const accountLines = account?.ok && account.cart.number !== guest.cart.number ? account.cart.lines : [];

  for (const line of accountLines) {
    if (!line.variantId) continue;
    const same = guest.cart.lines.find((l) => l.variantId === line.variantId);
    if (same) {
      if (line.quantity > same.quantity) {
        await commerce.cart.setQuantity({ order_token: guestToken, line_item_id: same.id, quantity: line.quantity, currency, include: CART_INCLUDE });
      }
    } else {
      await commerce.cart.addItem({ order_token: guestToken, variant_id: line.variantId, quantity: line.quantity, currency, include: CART_INCLUDE });
    }
  }

  const associate = () => commerce.cart.associateGuestCart({ bearer_token: bearerToken, guest_order_token: guestToken, currency, include: CART_INCLUDE });
  let associated = await associate();
  // Pieces this account may not buy (b2b_only for a consumer, b2c_only for trade) are refused at
  // association, one error per line (`line_items.<id>`): those lines leave the bag, the rest joins.
  const refused = associated.isFail() ? refusedLineIds(toCommerceError(associated.fail()), guest.cart.lines.map((l) => l.id)) : [];
  if (refused.length) {
    for (const id of refused) await commerce.cart.removeItem({ order_token: guestToken, id, currency, include: CART_INCLUDE });
    associated = await associate();
  }
  return outcome(associated);
}
