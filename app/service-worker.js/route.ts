import { buildId } from '@/lib/offline/build-id';
import { serviceWorkerSource } from '@/lib/offline/service-worker';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/lib/i18n/languages';

/**
 * GET /service-worker.js (spec §7). Served from the site root, so its scope is the whole shop and no
 * `Service-Worker-Allowed` header is needed; `no-cache` makes browsers and any CDN ask again on every
 * update check, so a new build's worker is picked up at once. The proxy never sees this path (its
 * matcher skips paths with a dot), and the CSP that comes with it (next.config.ts) is what the worker
 * runs under: it only ever fetches from the shop itself ('self').
 */
export const dynamic = 'force-dynamic';

export function GET() {
  return new Response(serviceWorkerSource({ buildId: buildId(), languages: LANGUAGES, defaultLanguage: DEFAULT_LANGUAGE }), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    },
  });
}
