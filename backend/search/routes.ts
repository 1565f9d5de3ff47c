/**
 * Algolia's search REST API (the part a storefront uses), answered from the in-process indexes:
 *   POST /1/indexes/*\/queries                 multi-query (hits or facet values per request)
 *   POST /1/indexes/{index}/query              one search;  GET /1/indexes/{index}?query=… too
 *   POST /1/indexes/{index}/facets/{facet}/query   facet-value search
 *   POST /1/indexes/*\/objects                 records by id, from several indexes
 *   GET  /1/indexes/{index}/{objectID}         one record
 *   GET  /1/indexes/{index}/settings           settings (admin key)
 * Credentials come from X-Algolia-Application-Id / X-Algolia-API-Key headers or the same names in the
 * query string (what browser clients send); errors are {message, status} as Algolia's.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { SearchCatalogue } from './catalogue';
import { search, searchFacetValues, retrieve, type Access, type IndexView } from './engine';
import { FilterError } from './filters';
import { ParamsError, readParams, searchParamsSchema } from './params';
import { IMAGE_TYPE_MESSAGE, ImageError, imageHistogram, similarToImage, similarToProduct, type Similar } from './visual';

export interface SearchKeys {
  appId: string;
  /** Search-only key: may search; trade prices are unretrievable with it. */
  searchKey: string;
  /** Admin key: a server-side secret; sees every attribute and the settings. */
  adminKey: string;
}

export function keysFromEnv(env: NodeJS.ProcessEnv = process.env): SearchKeys {
  return {
    appId: env.ALGOLIA_APP_ID || 'casamaestri',
    searchKey: env.ALGOLIA_SEARCH_KEY || 'embedded-search-key',
    adminKey: env.ALGOLIA_ADMIN_KEY || 'embedded-admin-key',
  };
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

export function searchRoutes(catalogue: SearchCatalogue, keys: SearchKeys): Hono<{ Variables: { access: Access } }> {
  const app = new Hono<{ Variables: { access: Access } }>();

  const indexOr404 = (name: string): IndexView => {
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
    if (appId !== keys.appId || (key !== keys.searchKey && key !== keys.adminKey)) {
      return c.json({ message: 'Invalid Application-ID or API key', status: 403 }, 403);
    }
    c.set('access', { admin: key === keys.adminKey });
    await next();
  });

  app.post('/1/indexes/:index/queries', async (c) => {
    if (c.req.param('index') !== '*') throw new ApiError(404, 'Not Found');
    const body = parse(multiQueryBody, await jsonBody(c));
    const access = c.get('access');
    const results = body.requests.map(({ indexName, type, ...rest }) => {
      const view = indexOr404(indexName);
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
    const results = body.requests.map((r) => {
      const view = indexOr404(r.indexName);
      const doc = view.corpus.byId.get(r.objectID);
      return doc === undefined ? null : retrieve(view.corpus.records[doc], view.settings, access, r.attributesToRetrieve);
    });
    return c.json({ results });
  });

  app.post('/1/indexes/:index/query', async (c) => {
    const view = indexOr404(c.req.param('index'));
    const raw = parse(z.record(z.string(), z.unknown()), await jsonBody(c));
    const { params, encoded } = readParams(raw);
    return c.json(search(view, params, encoded, c.get('access')));
  });

  app.post('/1/indexes/:index/facets/:facet/query', async (c) => {
    const view = indexOr404(c.req.param('index'));
    const raw = parse(z.record(z.string(), z.unknown()), await jsonBody(c));
    return c.json(facetSearch(view, c.req.param('facet'), raw));
  });

  app.get('/1/indexes/:index/settings', (c) => {
    const view = indexOr404(c.req.param('index'));
    if (!c.get('access').admin) throw new ApiError(403, 'Method not allowed with this API key');
    const { attributesToHighlight, ...settings } = view.settings;
    return c.json({ ...settings, attributesToHighlight });
  });

  app.get('/1/indexes/:index/:objectID', (c) => {
    const view = indexOr404(c.req.param('index'));
    const doc = view.corpus.byId.get(c.req.param('objectID'));
    if (doc === undefined) throw new ApiError(404, 'ObjectID does not exist');
    const list = c.req.query('attributesToRetrieve');
    const attributes = list === undefined ? undefined : parse(searchParamsSchema.shape.attributesToRetrieve, list);
    return c.json(retrieve(view.corpus.records[doc], view.settings, c.get('access'), attributes));
  });

  app.get('/1/indexes/:index', (c) => {
    const view = indexOr404(c.req.param('index'));
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
      view = indexOr404(input.indexName);
      hitsPerPage = input.hitsPerPage;
      const histogram = await imageHistogram(new Uint8Array(await input.image.arrayBuffer()));
      similar = similarToImage(view.corpus, histogram, hitsPerPage);
    } else {
      const input = parse(visualByProduct, await jsonBody(c));
      view = indexOr404(input.indexName);
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
