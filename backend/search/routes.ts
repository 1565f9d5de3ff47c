/**
 * Algolia's search REST API (the part a storefront uses), answered from the in-process indexes:
 *   POST /1/indexes/*\/queries                 multi-query (hits or facet values per request)
 *   POST /1/indexes/{index}/query              one search;  GET /1/indexes/{index}?query=… too
 *   POST /1/indexes/{index}/facets/{facet}/query   facet-value search
 *   POST /1/indexes/*\/objects                 records by id, from several indexes
 *   GET  /1/indexes/{index}/{objectID}         one record
 *   GET  /1/indexes/{index}/settings           settings (admin key)
 * Credentials come from X-Algolia-Application-Id / X-Algolia-API-Key headers or the same names in the
 * query string (what browser clients send); errors are {message, status} as Algolia's. Each key may
 * open only its indexes (Algolia's `indexes` restriction): the search-only key the catalogue's, the
 * trade key the trade-price index, the admin key all (README "Credentials").
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { TRADE_PRICE_INDEX, type SearchCatalogue } from './catalogue';
import { search, searchFacetValues, retrieve, type Access, type IndexView } from './engine';
import { FilterError } from './filters';
import { ParamsError, readParams, searchParamsSchema } from './params';
import { IMAGE_TYPE_MESSAGE, ImageError, similarToImage, similarToProduct, uploadLook, type Similar } from './visual';
import type { SignatureStore } from './signatures';

export interface SearchKeys {
  appId: string;
  /** Search-only key (public): searches the catalogue's indexes, never the trade-price index. */
  searchKey: string;
  /** Server-side secret: reads the trade-price index and nothing else. */
  tradeKey: string;
  /** Admin key: a server-side secret; every index, every attribute, the settings. */
  adminKey: string;
}

export function keysFromEnv(env: NodeJS.ProcessEnv = process.env): SearchKeys {
  return {
    appId: env.ALGOLIA_APP_ID || 'casamaestri',
    searchKey: env.ALGOLIA_SEARCH_KEY || 'embedded-search-key',
    tradeKey: env.ALGOLIA_TRADE_KEY || 'embedded-trade-key',
    adminKey: env.ALGOLIA_ADMIN_KEY || 'embedded-admin-key',
  };
}

/** The indexes each key may open, written as Algolia's key restriction (`prefix*`, `*suffix`, exact). */
export const KEY_INDEXES = {
  search: ['production_products*', 'production_artisans*'],
  trade: [TRADE_PRICE_INDEX],
} as const;

/** Algolia's index patterns: `*` at the start and/or end is a wildcard; otherwise an exact name. */
export function indexAllowed(patterns: readonly string[] | null, name: string): boolean {
  if (patterns === null) return true;
  return patterns.some((pattern) => {
    const starts = pattern.startsWith('*');
    const ends = pattern.endsWith('*') && pattern.length > 1;
    const core = pattern.slice(starts ? 1 : 0, ends ? -1 : undefined);
    if (starts && ends) return name.includes(core);
    if (starts) return name.endsWith(core);
    if (ends) return name.startsWith(core);
    return name === core;
  });
}

interface KeyRights extends Access {
  /** Index patterns the key may open; null: every index. */
  indexes: readonly string[] | null;
}

class ApiError extends Error {
  constructor(readonly status: ContentfulStatusCode, message: string) {
    super(message);
  }
}

const multiQueryBody = z.object({
  requests: z.array(z.looseObject({ indexName: z.string().min(1) })).min(1).max(50),
  strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
});

const objectsBody = z.object({
  requests: z.array(z.object({
    indexName: z.string().min(1),
    objectID: z.string().min(1),
    attributesToRetrieve: z.array(z.string()).optional(),
  })).max(1000),
});

const facetRequestExtras = z.object({ facet: z.string().min(1) });

const visualOptions = {
  indexName: z.string().min(1).default('production_products'),
  hitsPerPage: z.coerce.number().int().min(1).max(100).default(20),
};
const visualByProduct = z.strictObject({ objectID: z.string().min(1), ...visualOptions });
const visualByImage = z.object({ image: z.instanceof(File), ...visualOptions });
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

async function jsonBody(c: Context): Promise<unknown> {
  // Browsers send JSON as text/plain to avoid a preflight, so the content type is not trusted.
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'Invalid JSON');
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ApiError(400, `Invalid body: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

export function searchRoutes(catalogue: SearchCatalogue, keys: SearchKeys, signatures?: SignatureStore): Hono<{ Variables: { access: KeyRights } }> {
  const app = new Hono<{ Variables: { access: KeyRights } }>();
  const rights = new Map<string, KeyRights>([
    [keys.searchKey, { admin: false, indexes: KEY_INDEXES.search }],
    [keys.tradeKey, { admin: false, indexes: KEY_INDEXES.trade }],
    [keys.adminKey, { admin: true, indexes: null }],
  ]);

  /** Algolia checks the key's index restriction before the index exists: a 403 either way. */
  const indexOr404 = (name: string, access: KeyRights): IndexView => {
    if (!indexAllowed(access.indexes, name)) throw new ApiError(403, 'Index not allowed with this API key');
    const view = catalogue.view(name);
    if (!view) throw new ApiError(404, 'Index does not exist');
    return view;
  };

  const facetSearch = (view: IndexView, facet: string, raw: Record<string, unknown>) => {
    if (!view.corpus.searchableFacets.has(facet)) {
      throw new ApiError(400, `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`);
    }
    return searchFacetValues(view, facet, readParams(raw).params);
  };

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json({ message: err.message, status: err.status }, err.status);
    if (err instanceof ParamsError || err instanceof FilterError || err instanceof ImageError) return c.json({ message: err.message, status: 400 }, 400);
    console.error('search service error', err);
    return c.json({ message: 'Internal error', status: 500 }, 500);
  });

  app.use('/1/*', async (c, next) => {
    const query = new URL(c.req.url).searchParams;
    const fromQuery = (name: string) => {
      for (const [k, v] of query) if (k.toLowerCase() === name) return v;
      return undefined;
    };
    const appId = c.req.header('x-algolia-application-id') ?? fromQuery('x-algolia-application-id');
    const key = c.req.header('x-algolia-api-key') ?? fromQuery('x-algolia-api-key');
    const access = key === undefined ? undefined : rights.get(key);
    if (appId !== keys.appId || !access) {
      return c.json({ message: 'Invalid Application-ID or API key', status: 403 }, 403);
    }
    c.set('access', access);
    await next();
  });

  app.post('/1/indexes/:index/queries', async (c) => {
    if (c.req.param('index') !== '*') throw new ApiError(404, 'Not Found');
    const body = parse(multiQueryBody, await jsonBody(c));
    const access = c.get('access');
    const views = body.requests.map(({ indexName }) => indexOr404(indexName, access));
    const results = body.requests.map(({ indexName: _name, type, ...rest }, i) => {
      const view = views[i];
      if (type === 'facet') {
        const { facet } = parse(facetRequestExtras, rest);
        const { facet: _omit, ...params } = rest;
        return facetSearch(view, facet, params);
      }
      if (type !== undefined && type !== 'default') throw new ApiError(400, `Invalid value for "type": ${String(type)}`);
      const { params, encoded } = readParams(rest);
      return search(view, params, encoded, access);
    });
    return c.json({ results });
  });

  app.post('/1/indexes/:index/objects', async (c) => {
    if (c.req.param('index') !== '*') throw new ApiError(404, 'Not Found');
    const body = parse(objectsBody, await jsonBody(c));
    const access = c.get('access');
    const views = body.requests.map((r) => indexOr404(r.indexName, access));
    const results = body.requests.map((r, i) => {
      const view = views[i];
      const doc = view.corpus.byId.get(r.objectID);
      return doc === undefined ? null : retrieve(view.corpus.records[doc], view.settings, access, r.attributesToRetrieve);
    });
    return c.json({ results });
  });

  app.post('/1/indexes/:index/query', async (c) => {
    const view = indexOr404(c.req.param('index'), c.get('access'));
    const raw = parse(z.record(z.string(), z.unknown()), await jsonBody(c));
    const { params, encoded } = readParams(raw);
    return c.json(search(view, params, encoded, c.get('access')));
  });

  app.post('/1/indexes/:index/facets/:facet/query', async (c) => {
    const view = indexOr404(c.req.param('index'), c.get('access'));
    const raw = parse(z.record(z.string(), z.unknown()), await jsonBody(c));
    return c.json(facetSearch(view, c.req.param('facet'), raw));
  });

  app.get('/1/indexes/:index/settings', (c) => {
    const view = indexOr404(c.req.param('index'), c.get('access'));
    if (!c.get('access').admin) throw new ApiError(403, 'Method not allowed with this API key');
    const { attributesToHighlight, ...settings } = view.settings;
    return c.json({ ...settings, attributesToHighlight });
  });

  app.get('/1/indexes/:index/:objectID', (c) => {
    const view = indexOr404(c.req.param('index'), c.get('access'));
    const doc = view.corpus.byId.get(c.req.param('objectID'));
    if (doc === undefined) throw new ApiError(404, 'ObjectID does not exist');
    const list = c.req.query('attributesToRetrieve');
    const attributes = list === undefined ? undefined : parse(searchParamsSchema.shape.attributesToRetrieve, list);
    return c.json(retrieve(view.corpus.records[doc], view.settings, c.get('access'), attributes));
  });

  app.get('/1/indexes/:index', (c) => {
    const view = indexOr404(c.req.param('index'), c.get('access'));
    const raw = Object.fromEntries(
      [...new URL(c.req.url).searchParams].filter(([k]) => !k.toLowerCase().startsWith('x-algolia-')),
    );
    const { params, encoded } = readParams(raw);
    return c.json(search(view, params, encoded, c.get('access')));
  });

  // Not Algolia: similar products for an uploaded image (multipart field "image") or a product (JSON objectID).
  app.post('/1/embedded/visual-search', async (c) => {
    const started = performance.now();
    let view: IndexView;
    let similar: Similar[];
    let hitsPerPage: number;
    if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
      const form = await c.req.parseBody();
      if (!(form.image instanceof File) || !/\.(jpe?g|png)$/i.test(form.image.name) || form.image.size > MAX_IMAGE_BYTES) {
        throw new ApiError(400, IMAGE_TYPE_MESSAGE);
      }
      const input = parse(visualByImage, form);
      view = indexOr404(input.indexName, c.get('access'));
      hitsPerPage = input.hitsPerPage;
      const look = await uploadLook(new Uint8Array(await input.image.arrayBuffer()));
      // Signatures still being computed (a fresh start) are waited for: a photo must find its piece.
      await signatures?.ensure(view.corpus.records.map((r) => r.main_image));
      similar = similarToImage(view.corpus, look, hitsPerPage, signatures);
    } else {
      const input = parse(visualByProduct, await jsonBody(c));
      view = indexOr404(input.indexName, c.get('access'));
      hitsPerPage = input.hitsPerPage;
      const doc = view.corpus.byId.get(input.objectID);
      if (doc === undefined) throw new ApiError(404, 'ObjectID does not exist');
      similar = similarToProduct(view.corpus, doc, hitsPerPage);
    }
    const access = c.get('access');
    const hits = similar.map(({ doc, score }) => ({
      ...retrieve(view.corpus.records[doc], view.settings, access),
      _score: Math.round(score * 1000) / 1000,
    }));
    return c.json({ hits, nbHits: hits.length, hitsPerPage, index: view.name, processingTimeMS: Math.round(performance.now() - started) });
  });

  app.all('/1/*', (c) => c.json({ message: 'Not Found', status: 404 }, 404));
  return app;
}
