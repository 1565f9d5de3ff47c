/**
 * How the embedded services tell the storefront that something it caches changed, as a real
 * service's webhook would: `POST <STOREFRONT_URL><path>` with `Authorization: Bearer <secret>` and a
 * JSON body (the commerce service after a product changes, the search service after its index did).
 *
 * A call is fire-and-forget with a short timeout: a storefront that is down or slow never fails or
 * delays the service's own work; a failure is logged in one line, and the storefront's own expiry of
 * its cached reads is the safety net.
 */

const TIMEOUT_MS = 3000;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export interface StorefrontCallConfig {
  /** The storefront's origin, e.g. http://localhost:3000. */
  storefrontUrl: string;
  secret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

/**
 * The call's settings from the environment, or null when the service is not to call a storefront:
 * STOREFRONT_URL (unset: no calls) and the route's secret variable; when that is unset, the embedded
 * default, sent only to a storefront on loopback, the only one that accepts it.
 */
export function storefrontCallConfigFromEnv(
  env: Record<string, string | undefined>,
  { secretVariable, embeddedSecret }: { secretVariable: string; embeddedSecret: string },
): StorefrontCallConfig | null {
  const storefrontUrl = env.STOREFRONT_URL?.trim();
  if (!storefrontUrl) return null;
  let url: URL;
  try {
    url = new URL(storefrontUrl);
  } catch {
    console.warn(`storefront revalidation off: STOREFRONT_URL is not a URL (${storefrontUrl})`);
    return null;
  }
  const secret = env[secretVariable] || (LOOPBACK.has(url.hostname) ? embeddedSecret : null);
  if (!secret) {
    console.warn(`storefront revalidation off: set ${secretVariable} for a storefront that is not on loopback`);
    return null;
  }
  return { storefrontUrl, secret };
}

/** Sends one call; resolves whatever happens (false on failure, after logging one line naming `what`). */
export async function callStorefront(config: StorefrontCallConfig, path: string, body: unknown, what: string): Promise<boolean> {
  const log = config.log ?? ((line: string) => console.warn(line));
  const target = new URL(path, config.storefrontUrl);
  try {
    const response = await (config.fetch ?? fetch)(target, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? TIMEOUT_MS),
    });
    if (!response.ok) {
      log(`storefront revalidation failed: ${target} answered ${response.status} for ${what}`);
      return false;
    }
    return true;
  } catch (error) {
    log(`storefront revalidation failed: ${target}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** Calls in flight, so tests (and a graceful shutdown) can wait for them. */
export function callsInFlight() {
  const calls = new Set<Promise<boolean>>();
  return {
    add(call: Promise<boolean>) {
      calls.add(call);
      void call.finally(() => calls.delete(call));
    },
    pending: () => Promise.all([...calls]).then(() => undefined),
  };
}
