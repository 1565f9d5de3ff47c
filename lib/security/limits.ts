/**
 * The shop's limits against abuse, in one place (README "Security"): how large a body each route
 * handler reads, how much work the image optimiser may be asked for, and how long a rotated refresh
 * token stays usable. The rate limits per action live beside their limiter (rate-limit.ts).
 * No server-only imports: the proxy, next.config.ts and tests read it.
 */
import { CERTIFICATE_MAX_BYTES } from '../trade/rules';
import { IMAGE_WIDTHS } from '../images/widths';

const KB = 1024;
const MB = 1024 * KB;

/**
 * The largest body each route handler reads, enforced while reading (body.ts): a body that
 * declares more, or streams more (chunked), is answered 413 and never parsed.
 */
export const BODY_LIMITS = {
  /** Small JSON commands: add to bag, set_country, set_last_locale, the registry hint. */
  json: 8 * KB,
  /** A form's JSON (contact's 2,000-character message escaped as \uXXXX still fits), order status. */
  form: 32 * KB,
  /** The revalidation webhooks: a list of product ids and slugs, or document types. */
  revalidate: 64 * KB,
  /** Algolia's multi-query body (lib/search/request-shape.ts keeps the same figure). */
  search: 64 * KB,
  /** Search by image: an 8 MB picture (lib/catalogue/image-upload.ts) and the multipart wrapping. */
  visualSearch: 8 * MB + 64 * KB,
  /** The trade application: the certificate's documented 10 MB and the form's fields. */
  tradeApplication: CERTIFICATE_MAX_BYTES + 64 * KB,
} as const;

export type BodyLimit = keyof typeof BODY_LIMITS;

/**
 * How much of a body Next copies for the proxy (next.config.ts `proxyClientMaxBodySize`): server
 * actions are limited to 1 MB by Next, so a little more keeps their own 413 while no request the proxy
 * sees can hold more memory than this.
 */
export const PROXY_BODY_CLONE_BYTES = 1 * MB + 64 * KB;

/**
 * The image optimiser (next.config.ts): only the spec's widths (§9) and quality, only the services'
 * image paths, and at most this many bytes fetched for one source picture.
 */
export const IMAGE_LIMITS = {
  ...IMAGE_WIDTHS,
  /** The largest source picture the optimiser downloads (the catalogue's originals are under 3 MB). */
  maximumResponseBody: 8 * MB,
} as const;

/**
 * How long the commerce service still accepts a refresh token after rotating it, answering the same
 * new pair (backend/commerce/auth/tokens.ts): the storefront retries a refresh whose answer it never
 * got (lib/auth/refresh.ts) within this time.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 60;

/** How long a preview (draft-mode) session lasts before the editor opens the preview link again (lib/content/draft-session.ts). */
export const DRAFT_SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;
