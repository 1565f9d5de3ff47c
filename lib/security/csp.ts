/**
 * The shop's security headers, Content-Security-Policy first, built from the configuration.
 *
 * Guest pages are prerendered once and served to everyone (the caching design), so a policy cannot
 * carry a per-request nonce, and hashes cannot follow Next's inline bootstrap scripts, whose RSC
 * payload (`self.__next_f.push(…)`) differs on every page. Scripts are therefore allowed from 'self'
 * and inline ('unsafe-inline'), never from another host and never through eval (WebAssembly may
 * compile: the 3D viewer needs it). What keeps an
 * injected script from doing harm is everything around it: React escapes what it renders, the
 * policy refuses scripts, frames, plugins and form posts from elsewhere, refuses <base> tricks and
 * framing by other sites, and connections may only go to the shop and the few services the browser
 * really calls — so a stolen cookie-less page has nowhere to send what it reads (tokens are httpOnly).
 *
 * What the browser calls, and why each origin is listed:
 *  - 'self': pages, /_next/static scripts and fonts (next/font/local), /_next/image, /api/* (search
 *    goes through /api/search; the search service is never called from the browser).
 *  - the commerce service: the 3D/AR viewer fetches its models there (`ar_model`), and some images.
 *  - the content service and Sanity's CDN: editorial images.
 *  - Sentry's ingest host, only when NEXT_PUBLIC_SENTRY_DSN is set; Vercel's scripts only on Vercel.
 *  - reCAPTCHA Enterprise, only when the shop is built with its site key: its script and the frame it
 *    works in, on Google's reCAPTCHA paths only (RECAPTCHA_ORIGINS) — never all of www.google.com.
 *  - the tag manager and Google Analytics hosts, only when GTM_ID is set (the script loads after consent).
 *  - blob: and data: images and workers: <model-viewer> builds textures and may run its decoder in
 *    a blob worker; small inline SVGs are data: URLs.
 */

export interface CspOptions {
  /** Origins the browser loads images (and media) from directly. */
  imageOrigins: string[];
  /** Origins the browser fetches from (besides 'self'). */
  connectOrigins: string[];
  /** Origins scripts may come from (besides 'self'). */
  scriptOrigins?: string[];
  /** Origins frames may come from (besides 'self'). */
  frameOrigins?: string[];
  /** next dev: React refresh needs eval and a websocket. */
  dev?: boolean;
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

/** Where Google's reCAPTCHA Enterprise script, its frame and its calls come from (Google's CSP guidance). */
const RECAPTCHA_ORIGINS = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
};

export function contentSecurityPolicy({ imageOrigins, connectOrigins, scriptOrigins = [], frameOrigins = [], dev = false }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' compiles WebAssembly only (the 3D viewer's decoders), never a string of JavaScript.
    'script-src': unique(["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'", ...scriptOrigins, ...(dev ? ["'unsafe-eval'"] : [])]),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', ...imageOrigins]),
    'media-src': unique(["'self'", 'blob:', ...imageOrigins]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", ...connectOrigins, ...(dev ? ['ws:', 'wss:'] : [])]),
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': unique(["'self'", ...frameOrigins]),
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The origin of a URL as a source expression, or '' for an empty or unreadable one. The policy is
 * fixed when the shop is built (Next writes `headers()` into the build), so the embedded backend on
 * loopback is allowed on any port: tests and benchmarks run it on ports of their own.
 */
export function originOf(url: string | undefined | null): string {
  if (!url) return '';
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return '';
    return LOOPBACK.has(parsed.hostname) ? `${parsed.protocol}//${parsed.hostname}:*` : parsed.origin;
  } catch {
    return '';
  }
}

export interface SecurityHeaderOptions {
  commerceUrl: string;
  imageHosts: URL[];
  sentryDsn?: string;
  vercel?: boolean;
  /** reCAPTCHA Enterprise is on (a site key is configured when the shop is built). */
  recaptcha?: boolean;
  /** A tag-manager container is configured (GTM_ID): its script and the analytics hosts it reports to. */
  gtm?: boolean;
  dev?: boolean;
}

/** Google's documented hosts for a tag-manager container with GA4 (loaded only after consent). */
const GTM_SCRIPTS = ['https://www.googletagmanager.com'];
const GTM_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const GTM_IMAGES = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/** Every response's headers (next.config.ts `headers()`). */
export function securityHeaders({ commerceUrl, imageHosts, sentryDsn, vercel = false, recaptcha = false, gtm = false, dev = false }: SecurityHeaderOptions) {
  const commerce = originOf(commerceUrl);
  const images = imageHosts.map((u) => originOf(u.href));
  const policy = contentSecurityPolicy({
    imageOrigins: [...images, commerce, ...(gtm ? GTM_IMAGES : [])],
    connectOrigins: [
      commerce,
      originOf(sentryDsn),
      ...(vercel ? ['https://vitals.vercel-insights.com'] : []),
      ...(recaptcha ? RECAPTCHA_ORIGINS.connect : []),
      ...(gtm ? GTM_CONNECT : []),
    ],
    scriptOrigins: [...(vercel ? ['https://va.vercel-scripts.com'] : []), ...(recaptcha ? RECAPTCHA_ORIGINS.script : []), ...(gtm ? GTM_SCRIPTS : [])],
    frameOrigins: recaptcha ? RECAPTCHA_ORIGINS.frame : [],
    dev,
  });
  return [
    { key: 'Content-Security-Policy', value: policy },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
  ];
}

/** HSTS, sent only on https (a browser ignores it on http, and a local http shop must stay reachable). */
export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' };
