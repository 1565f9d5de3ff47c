/**
 * Tells the storefront that products changed, so the cached pages that show them render afresh
 * (ADR 0012): `POST <storefront>/api/revalidate/commerce` with `Authorization: Bearer <secret>` and
 * `{"products":[id, every slug…]}`, as a real commerce service's webhook would.
 *
 * It listens to the commerce feed, which hears of a product's stock or price changing after the
 * change is committed (order completion). The call is fire-and-forget with a short timeout: a
 * storefront that is down or slow never fails or delays an order; a failure is logged in one line,
 * and the storefront's own expiry of product reads is the safety net.
 *
 * Configuration: STOREFRONT_URL (the storefront's origin; unset: no calls) and
 * COMMERCE_REVALIDATE_SECRET (the storefront's; when unset, the embedded default, sent only to a
 * storefront on loopback, which is the only one that accepts it).
 */
import type { CatalogueRepository } from './catalogue/repository';
import type { CommerceFeed } from './feed';

export const DEFAULT_REVALIDATE_SECRET = 'embedded-commerce-revalidate-secret';
export const REVALIDATE_PATH = '/api/revalidate/commerce';
const TIMEOUT_MS = 3000;

export interface RevalidateConfig {
  /** The storefront's origin, e.g. http://localhost:3000. */
  storefrontUrl: string;
  secret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The revalidation settings from the environment, or null when the backend is not to call a storefront. */
export function revalidateConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RevalidateConfig | null {
  const storefrontUrl = env.STOREFRONT_URL?.trim();
  if (!storefrontUrl) return null;
  let url: URL;
  try {
    url = new URL(storefrontUrl);
  } catch {
    console.warn(`storefront revalidation off: STOREFRONT_URL is not a URL (${storefrontUrl})`);
    return null;
  }
  const secret = env.COMMERCE_REVALIDATE_SECRET || (LOOPBACK.has(url.hostname) ? DEFAULT_REVALIDATE_SECRET : null);
  if (!secret) {
    console.warn('storefront revalidation off: set COMMERCE_REVALIDATE_SECRET for a storefront that is not on loopback');
    return null;
  }
  return { storefrontUrl, secret };
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
  const log = config.log ?? ((line: string) => console.warn(line));
  const target = new URL(REVALIDATE_PATH, config.storefrontUrl);
  try {
    const response = await (config.fetch ?? fetch)(target, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ products: keys }),
      signal: AbortSignal.timeout(config.timeoutMs ?? TIMEOUT_MS),
    });
    if (!response.ok) {
      log(`storefront revalidation failed: ${target} answered ${response.status} for ${keys.length} product keys`);
      return false;
    }
    return true;
  } catch (error) {
    log(`storefront revalidation failed: ${target}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/**
 * Calls the storefront whenever the feed says products changed. Returns what stops listening.
 * `pending` lets tests (and a graceful shutdown) wait for calls in flight.
 */
export function revalidateOnProductChanges(feed: CommerceFeed, repo: CatalogueRepository, config: RevalidateConfig) {
  const inFlight = new Set<Promise<boolean>>();
  const unsubscribe = feed.onProductsChanged((ids) => {
    let call: Promise<boolean>;
    try {
      call = revalidateProducts(config, productKeys(repo, ids));
    } catch (error) {
      // Reading the slugs failed (a closed database at shutdown): nothing to tell the storefront.
      (config.log ?? console.warn)(`storefront revalidation failed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    inFlight.add(call);
    void call.finally(() => inFlight.delete(call));
  });
  return {
    stop: unsubscribe,
    pending: () => Promise.all([...inFlight]).then(() => undefined),
  };
}
