/**
 * The storefront's connection settings, read once from the environment. The defaults point at the
 * embedded backend (backend/, 127.0.0.1:4000); going live means changing these variables only.
 * Server-only: nothing here is exposed to the browser except through NEXT_PUBLIC_* variables.
 */
const EMBEDDED = 'http://127.0.0.1:4000';

type Env = Record<string, string | undefined>;

function env(name: string, fallback: string, source: Env = process.env): string {
  const value = source[name];
  return value && value.trim() !== '' ? value.trim() : fallback;
}

/**
 * A service host: unset means the embedded backend; set but empty means the service's own hosts
 * (Algolia's, Sanity's), as `.env.example` documents — never loopback by accident.
 */
function host(name: string, source: Env = process.env): string {
  const value = source[name];
  return value === undefined ? EMBEDDED : value.trim();
}

export const serviceConfig = {
  spree: { url: env('SPREE_API_URL', EMBEDDED) },
  algolia: {
    appId: env('ALGOLIA_APP_ID', 'casamaestri'),
    searchKey: env('ALGOLIA_SEARCH_KEY', 'embedded-search-key'),
    /** Empty for Algolia's own hosts; the embedded backend's origin when unset. */
    host: host('ALGOLIA_HOST'),
  },
  sanity: {
    projectId: env('SANITY_PROJECT_ID', 'casamaestri'),
    dataset: env('SANITY_DATASET', 'production'),
    apiVersion: env('SANITY_API_VERSION', '2025-02-19'),
    /** Empty for Sanity's own API host; the embedded backend's origin when unset. */
    apiHost: host('SANITY_API_HOST'),
  },
} as const;

/** reCAPTCHA Enterprise's REST API (assessments): Google's own unless RECAPTCHA_API_HOST names another. */
export const RECAPTCHA_GOOGLE_API = 'https://recaptchaenterprise.googleapis.com';

export interface RecaptchaSettings {
  /** The public site key the browser's script runs with. */
  siteKey: string;
  /** `projects/{projectId}/assessments` */
  projectId: string;
  /** `?key=` — a Google Cloud API key restricted to the reCAPTCHA Enterprise API. Server only. */
  apiKey: string;
  apiHost: string;
}

/**
 * reCAPTCHA Enterprise on the shop's forms (lib/recaptcha): on only when the site key, the project
 * and the API key are all set. Unlike the three services, it has no embedded default: without keys
 * nothing changes. The embedded backend answers the same protocol for tests and local trials, with
 * its public test keys and RECAPTCHA_API_HOST on loopback (.env.example).
 */
export function recaptchaSettings(source: Env = process.env): RecaptchaSettings | null {
  const siteKey = env('RECAPTCHA_SITE_KEY', '', source);
  const projectId = env('RECAPTCHA_PROJECT_ID', '', source);
  const apiKey = env('RECAPTCHA_API_KEY', '', source);
  if (!siteKey || !projectId || !apiKey) return null;
  return { siteKey, projectId, apiKey, apiHost: env('RECAPTCHA_API_HOST', RECAPTCHA_GOOGLE_API, source).replace(/\/+$/, '') };
}

/** Hosts the image optimizer may fetch from: the commerce media host, the content CDN. */
export function imageHosts(): URL[] {
  const hosts = [serviceConfig.spree.url, serviceConfig.sanity.apiHost, 'https://cdn.sanity.io'].filter(Boolean);
  return [...new Set(hosts)].map((h) => new URL(h));
}

/**
 * What the image optimizer may fetch: each image host with only its image paths, never any other
 * path of the service (issue 36: it fetched whatever path of the backend it was given). The commerce
 * service's product pictures are under COMMERCE_IMAGE_PATHS (comma-separated patterns; default the
 * embedded backend's `/media/**` and Spree's Active Storage `/rails/active_storage/**`); the content
 * CDN's under `/images/{projectId}/{dataset}/**`, as Sanity serves them.
 */
export function imageSources(source: Env = process.env): { url: URL; pathname: string }[] {
  const commercePaths = env('COMMERCE_IMAGE_PATHS', '/media/**,/rails/active_storage/**', source).split(',').map((p) => p.trim()).filter((p) => p.startsWith('/'));
  const { projectId, dataset, apiHost } = serviceConfig.sanity;
  const contentPath = `/images/${projectId}/${dataset}/**`;
  const sources: { url: URL; pathname: string }[] = [];
  const add = (host: string, pathname: string) => {
    if (!host) return;
    const url = new URL(host);
    if (!sources.some((s) => s.url.origin === url.origin && s.pathname === pathname)) sources.push({ url, pathname });
  };
  for (const path of commercePaths) add(serviceConfig.spree.url, path);
  add(apiHost, contentPath);
  add('https://cdn.sanity.io', contentPath);
  return sources;
}

export function isLoopbackHost(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** Whether a configured service address is the embedded backend on this machine (an empty one is the real service). */
export function isEmbeddedAddress(address: string): boolean {
  if (!address) return false;
  try {
    return isLoopbackHost(new URL(address));
  } catch {
    return false;
  }
}

/**
 * The public defaults of the embedded backend, by variable and by the service address they belong
 * to. They are in this repository for anyone to read: fine on a laptop, a hole anywhere else.
 */
const EMBEDDED_SECRETS: { name: string; value: string; service: (source: Env) => string }[] = [
  { name: 'SANITY_PREVIEW_SECRET', value: 'embedded-preview-secret', service: (s) => host('SANITY_API_HOST', s) },
  { name: 'SANITY_REVALIDATE_SECRET', value: 'embedded-revalidate-secret', service: (s) => host('SANITY_API_HOST', s) },
  { name: 'SANITY_READ_TOKEN', value: 'embedded-preview-token', service: (s) => host('SANITY_API_HOST', s) },
  { name: 'ALGOLIA_SEARCH_KEY', value: 'embedded-search-key', service: (s) => host('ALGOLIA_HOST', s) },
  { name: 'ALGOLIA_TRADE_KEY', value: 'embedded-trade-key', service: (s) => host('ALGOLIA_HOST', s) },
  { name: 'COMMERCE_REVALIDATE_SECRET', value: 'embedded-commerce-revalidate-secret', service: (s) => env('SPREE_API_URL', EMBEDDED, s) },
  { name: 'SEARCH_REVALIDATE_SECRET', value: 'embedded-search-revalidate-secret', service: (s) => host('ALGOLIA_HOST', s) },
  // The embedded backend's reCAPTCHA test keys: a token it scores is no proof of anything elsewhere.
  { name: 'RECAPTCHA_SITE_KEY', value: 'embedded-recaptcha-site-key', service: (s) => env('RECAPTCHA_API_HOST', RECAPTCHA_GOOGLE_API, s) },
  { name: 'RECAPTCHA_API_KEY', value: 'embedded-recaptcha-api-key', service: (s) => env('RECAPTCHA_API_HOST', RECAPTCHA_GOOGLE_API, s) },
];

/**
 * Whether `address` is the embedded backend that this project's own scripts started (`npm start`,
 * the browser tests, the bench): they name its origin in EMBEDDED_BACKEND_URL. Being on loopback is
 * not enough: a real service reached on 127.0.0.1 (a sidecar, an SSH tunnel) is not the embedded one,
 * and must never accept the embedded backend's public secrets (issue 36).
 */
export function isStartedEmbeddedBackend(address: string, source: Env = process.env): boolean {
  if (!isEmbeddedAddress(address)) return false;
  const started = (source.EMBEDDED_BACKEND_URL ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  try {
    const origin = new URL(address).origin;
    return started.some((candidate) => {
      try {
        return new URL(candidate).origin === origin;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/**
 * The secret a route expects in `name`: the variable's value, else its public default (from the table
 * above) while its service is the embedded backend our scripts started (isStartedEmbeddedBackend);
 * null closes the route.
 */
export function expectedSecret(name: string, source: Env = process.env): string | null {
  const value = source[name];
  if (value) return value;
  const embedded = EMBEDDED_SECRETS.find((secret) => secret.name === name);
  return embedded && isStartedEmbeddedBackend(embedded.service(source), source) ? embedded.value : null;
}

/**
 * What stops the shop from starting: an embedded default secret or key (set explicitly, e.g. by a
 * copied `.env.example`) while its service is not the embedded backend. Unset secrets are not
 * problems: the routes they guard stay closed (lib/content/preview.ts).
 */
export function configProblems(source: Env = process.env): string[] {
  return EMBEDDED_SECRETS.filter(({ name, value, service }) => source[name]?.trim() === value && !isEmbeddedAddress(service(source))).map(
    ({ name, service }) =>
      `${name} is the embedded backend's public default, but its service is ${service(source) || 'the real one'}: set a secret of your own (e.g. openssl rand -hex 32) or leave it unset.`,
  );
}

/** Throws one clear message listing every problem (next.config.ts calls it at build and at start). */
export function assertDeployableConfig(source: Env = process.env): void {
  const problems = configProblems(source);
  if (problems.length > 0) throw new Error(`Casa Maestri refuses to start with public default secrets:\n  - ${problems.join('\n  - ')}`);
}
