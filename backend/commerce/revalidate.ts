/**
 * Tells the storefront that products changed, so the cached pages that show them render afresh
 * (ADR 0012): `POST <storefront>/api/revalidate/commerce` with `Authorization: Bearer <secret>` and
 * `{"products":[id, every slug…]}`, as a real commerce service's webhook would.
 *
 * It listens to the commerce feed, which hears of a product's stock or price changing after the
 * change is committed (order completion). The call never fails or delays an order
 * (backend/storefront-call.ts).
 *
 * Configuration: STOREFRONT_URL (the storefront's origin; unset: no calls) and
 * COMMERCE_REVALIDATE_SECRET (the storefront's; when unset, the embedded default, sent only to a
 * storefront on loopback, which is the only one that accepts it).
 */
import type { CatalogueRepository } from './catalogue/repository';
import type { CommerceFeed } from './feed';
import { callStorefront, callsInFlight, storefrontCallConfigFromEnv, type StorefrontCallConfig } from '../storefront-call';

export const DEFAULT_REVALIDATE_SECRET = 'embedded-commerce-revalidate-secret';
export const REVALIDATE_PATH = '/api/revalidate/commerce';

export type RevalidateConfig = StorefrontCallConfig;

/** The revalidation settings from the environment, or null when the backend is not to call a storefront. */
export function revalidateConfigFromEnv(env: Record<string, string | undefined> = process.env): RevalidateConfig | null {
  return storefrontCallConfigFromEnv(env, { secretVariable: 'COMMERCE_REVALIDATE_SECRET', embeddedSecret: DEFAULT_REVALIDATE_SECRET });
}

/** A product's keys as the storefront tags its reads: its id and its slug in every language. */
export function productKeys(repo: CatalogueRepository, ids: readonly (string | number)[]): string[] {
  const keys = new Set<string>();
  for (const id of ids) {
    keys.add(String(id));
    for (const slug of Object.values(repo.localizedSlugs(Number(id)))) if (slug) keys.add(slug);
  }
  return [...keys];
}

/** Sends one revalidation; resolves whatever happens (false on failure, after logging one line). */
export async function revalidateProducts(config: RevalidateConfig, keys: string[]): Promise<boolean> {
  if (keys.length === 0) return true;
  return callStorefront(config, REVALIDATE_PATH, { products: keys }, `${keys.length} product keys`);
}

/**
 * Calls the storefront whenever the feed says products changed. Returns what stops listening.
 * `pending` lets tests (and a graceful shutdown) wait for calls in flight.
 */
export function revalidateOnProductChanges(feed: CommerceFeed, repo: CatalogueRepository, config: RevalidateConfig) {
  const inFlight = callsInFlight();
  const unsubscribe = feed.onProductsChanged((ids) => {
    let keys: string[];
    try {
      keys = productKeys(repo, ids);
    } catch (error) {
      // Reading the slugs failed (a closed database at shutdown): nothing to tell the storefront.
      (config.log ?? console.warn)(`storefront revalidation failed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    inFlight.add(revalidateProducts(config, keys));
  });
  return { stop: unsubscribe, pending: inFlight.pending };
}
