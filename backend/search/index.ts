/**
 * The embedded search service: Algolia's REST protocol over in-process indexes built from the
 * commerce catalogue. See backend/search/README.md for index names, settings and the filter grammar.
 */
import { Hono } from 'hono';
import type { BackendConfig, CatalogueFeed, Service } from '../contracts';
import { SearchCatalogue } from './catalogue';
import { keysFromEnv, searchRoutes, type SearchKeys } from './routes';

export type { SearchKeys };

export function createSearchService(feed: CatalogueFeed, _config: BackendConfig, keys: SearchKeys = keysFromEnv()): Service {
  const catalogue = new SearchCatalogue(feed);
  const app = new Hono();
  app.route('/', searchRoutes(catalogue, keys));
  return { app, close: () => catalogue.close() };
}
