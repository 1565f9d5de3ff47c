/**
 * `pid` (spec §2, "product id"): a listing URL carrying it brings the shopper back to that product's
 * card — scrolled to and focused — as when they come back from its page. It is not listing state
 * (lib/catalogue/listing-state.ts `isListingParam`): the bare, cached listing serves it, and the
 * browser acts on it after load. Pure helpers for that, shared by the listing and tests.
 */
const PID_PARAM = 'pid';

/** The product id a listing URL's query asks to return to, or null. */
export function pidOf(search: string): string | null {
  const value = new URLSearchParams(search).get(PID_PARAM)?.trim();
  return value && value.length <= 64 ? value : null;
}

/** The same query with `pid` set to `id` (the entry a shopper leaving through a card comes back to). */
export function searchWithPid(search: string, id: string): string {
  const params = new URLSearchParams(search);
  params.set(PID_PARAM, id);
  return `?${params}`;
}

/** The same query without `pid`, once the card is reached (a reload then keeps the shopper's place). */
export function searchWithoutPid(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PID_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
