/**
 * The embedded search service: Algolia's REST protocol over in-process indexes built from the
 * commerce catalogue. See backend/search/README.md for index names, settings and the filter grammar.
 */
import { Hono } from 'hono';
import type { BackendConfig, BackendOptions, CatalogueFeed, Service } from '../contracts';
import { SearchCatalogue } from './catalogue';
import { QUIET_BEFORE_WARM_UP_MS, SignatureStore } from './signatures';
import type { RequestActivity } from '../activity';
import { keysFromEnv, searchRoutes, type SearchKeys } from './routes';
import { listingRevalidator, searchRevalidateConfigFromEnv } from './revalidate';
import type { StorefrontCallConfig } from '../storefront-call';

export type { SearchKeys };

/**
 * `revalidate`: the storefront to tell when the indexes change (POST /api/revalidate/search); null:
 * nobody. Default: from STOREFRONT_URL and SEARCH_REVALIDATE_SECRET (backend/search/revalidate.ts).
 */
export function createSearchService(
  feed: CatalogueFeed,
  config: BackendConfig & Pick<BackendOptions, 'warmUpImageSearch'> & { activity?: RequestActivity },
  keys: SearchKeys = keysFromEnv(),
  revalidate: StorefrontCallConfig | null = searchRevalidateConfigFromEnv(),
): Service & { revalidations(): Promise<void>; warm(): void } {
  const revalidator = revalidate ? listingRevalidator(revalidate) : null;
  const catalogue = new SearchCatalogue(feed, () => revalidator?.indexesChanged());
  const { activity } = config;
  const signatures = new SignatureStore(config.dataDir, activity ? () => activity.quietFor(QUIET_BEFORE_WARM_UP_MS) : undefined);
  // Search by image compares an upload with every main photo: their signatures are computed in the
  // background from the start, between the service's answers (read back from the data folder after a restart). The photos come from
  // the catalogue the indexes read (at 50,000 pieces a second read of the feed held the thread 4 s).
  const warm =
    config.warmUpImageSearch === false
      ? undefined
      : setTimeout(() => {
          signatures.ensure(catalogue.mainImages(), { urgent: false }).catch(() => undefined);
        }, 2_000);
  warm?.unref?.();
  const app = new Hono();
  app.route('/', searchRoutes(catalogue, keys, signatures));
  return {
    app,
    revalidations: () => revalidator?.pending() ?? Promise.resolve(),
    warm: () => catalogue.warm(),
    close: () => { clearTimeout(warm); signatures.stop(); catalogue.close(); },
  };
}
