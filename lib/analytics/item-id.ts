/**
 * The one `item_id` of every e-commerce event (GA4's ecommerce schema): the product's SKU, as the
 * product lists (impressions, clicks) and the bag (add, remove, view) name it alike, so a list event
 * and a cart event for the same piece join. The SKU, not the catalogue's numeric id: it is what the
 * search index, the cart and the commerce service's feed all carry for a piece, and what a product
 * feed for ads (Merchant Center's `id`) would name it by. Only a piece without a SKU falls back to
 * the id it has. Tiny and alone, so a product card can name it without loading the event builders.
 */
export function analyticsItemId(sku: string | null | undefined, fallback: string): string {
  return sku?.trim() || fallback;
}
