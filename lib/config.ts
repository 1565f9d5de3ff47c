/**
 * The storefront's connection settings, read once from the environment. The defaults point at the
 * embedded backend (backend/, 127.0.0.1:4000); going live means changing these variables only.
 * Server-only: nothing here is exposed to the browser except through NEXT_PUBLIC_* variables.
 */
const EMBEDDED = 'http://127.0.0.1:4000';

function env(name: string, fallback: string): string {
  const value = process.env[name];
  return value && value.trim() !== '' ? value.trim() : fallback;
}

export const serviceConfig = {
  spree: { url: env('SPREE_API_URL', EMBEDDED) },
  algolia: {
    appId: env('ALGOLIA_APP_ID', 'casamaestri'),
    searchKey: env('ALGOLIA_SEARCH_KEY', 'embedded-search-key'),
    /** Empty for Algolia's own hosts; the embedded backend's origin otherwise. */
    host: env('ALGOLIA_HOST', EMBEDDED),
  },
  sanity: {
    projectId: env('SANITY_PROJECT_ID', 'casamaestri'),
    dataset: env('SANITY_DATASET', 'production'),
    apiVersion: env('SANITY_API_VERSION', '2025-02-19'),
    /** Empty for Sanity's own API host; the embedded backend's origin otherwise. */
    apiHost: env('SANITY_API_HOST', EMBEDDED),
  },
} as const;

/** Hosts the image optimizer may fetch from: the commerce media host, the content CDN. */
export function imageHosts(): URL[] {
  const hosts = [serviceConfig.spree.url, serviceConfig.sanity.apiHost, 'https://cdn.sanity.io'];
  return [...new Set(hosts)].map((h) => new URL(h));
}

export function isLoopbackHost(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
