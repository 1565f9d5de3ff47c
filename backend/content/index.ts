/**
 * The embedded content service: Sanity's query API over the seeded dataset (GROQ via groq-js),
 * answering the official @sanity/client unchanged — GET and POST queries, `$param` values as JSON,
 * the published / drafts / raw perspectives (drafts need the read token), documents by id, and
 * the asset CDN path for images (see images.ts).
 */
import { Hono, type Context } from 'hono';
import type { BackendConfig, CatalogueFeed, Service } from '../contracts';
import { ContentStore, type Perspective } from './store';
import { GroqError, runQuery } from './groq';
import { imageRoutes, type RenderImage } from './images';

export interface ContentServiceOptions extends BackendConfig {
  projectId?: string;
  dataset?: string;
  /** Bearer token that unlocks drafts (Sanity's read token). */
  readToken?: string;
  /** Draws an image asset from its recipe (the media service's renderer). */
  renderImage?: RenderImage;
}

export interface ContentService extends Service {
  store: ContentStore;
  /** Test hook: the next `count` API requests answer `status` (e.g. 503), to prove the client's retries. */
  failNext(count: number, status: number): void;
}

const PERSPECTIVES: Perspective[] = ['published', 'drafts', 'raw'];

export function createContentService(feed: CatalogueFeed, config: ContentServiceOptions): ContentService {
  const projectId = config.projectId ?? process.env.SANITY_PROJECT_ID ?? 'casamaestri';
  const datasetName = config.dataset ?? process.env.SANITY_DATASET ?? 'production';
  const readToken = config.readToken ?? process.env.SANITY_READ_TOKEN ?? 'embedded-preview-token';
  let store: ContentStore | null = null;
  // The dataset is built from the catalogue on first use, so the backend starts without waiting for it.
  const getStore = () => (store ??= ContentStore.open({ dataDir: config.dataDir, dataset: datasetName, feed, publicUrl: config.publicUrl, projectId }));
  const faults = { remaining: 0, status: 503 };

  const app = new Hono();

  app.use('/:version{v[0-9A-Za-z-]+}/data/*', async (c, next) => {
    if (faults.remaining > 0) {
      faults.remaining -= 1;
      return c.json({ error: 'Service Unavailable', message: 'Injected fault', statusCode: faults.status }, faults.status as 503);
    }
    await next();
  });

  /** The perspective a request may use: drafts and raw only with the read token (anonymous readers never see drafts). */
  function perspectiveOf(c: Context): Perspective | Response {
    const auth = c.req.header('authorization');
    const token = auth?.replace(/^Bearer\s+/i, '');
    if (token && token !== readToken) return c.json({ error: 'Unauthorized', message: 'Session not found', statusCode: 401 }, 401);
    const requested = (c.req.query('perspective') ?? 'raw') as Perspective;
    if (!PERSPECTIVES.includes(requested)) {
      return c.json({ error: { description: `Invalid perspective "${requested}"`, type: 'httpBadRequest' } }, 400);
    }
    return token ? requested : requested === 'drafts' || requested === 'raw' ? 'published' : requested;
  }

  function checkDataset(c: Context): Response | null {
    if (c.req.param('dataset') === datasetName) return null;
    return c.json({ error: 'Not Found', message: `Dataset "${c.req.param('dataset')}" not found for project ID "${projectId}"`, statusCode: 404 }, 404);
  }

  async function answerQuery(c: Context, query: string | undefined, params: Record<string, unknown>) {
    const notFound = checkDataset(c);
    if (notFound) return notFound;
    const perspective = perspectiveOf(c);
    if (perspective instanceof Response) return perspective;
    if (!query) return c.json({ error: { description: 'Missing query', type: 'httpBadRequest' } }, 400);
    const started = performance.now();
    try {
      const result = await runQuery(query, params, getStore().view(perspective));
      const body: Record<string, unknown> = { ms: Math.round(performance.now() - started) };
      if (c.req.query('returnQuery') !== 'false') body.query = query;
      body.result = result ?? null;
      return c.json(body);
    } catch (error) {
      if (error instanceof GroqError) return c.json({ error: error.details }, 400);
      throw error;
    }
  }

  app.get('/:version{v[0-9A-Za-z-]+}/data/query/:dataset', (c) => {
    const params: Record<string, unknown> = {};
    for (const [key, value] of new URL(c.req.url).searchParams) {
      if (!key.startsWith('$')) continue;
      try {
        params[key.slice(1)] = JSON.parse(value);
      } catch {
        return c.json({ error: { description: `Unable to parse value of "${key}=${value}". Please quote string values.`, type: 'httpBadRequest' } }, 400);
      }
    }
    return answerQuery(c, c.req.query('query'), params);
  });

  app.post('/:version{v[0-9A-Za-z-]+}/data/query/:dataset', async (c) => {
    let body: { query?: unknown; params?: unknown };
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: { description: 'Request body must be JSON', type: 'httpBadRequest' } }, 400);
    }
    const params = body.params && typeof body.params === 'object' ? (body.params as Record<string, unknown>) : {};
    return answerQuery(c, typeof body.query === 'string' ? body.query : undefined, params);
  });

  app.get('/:version{v[0-9A-Za-z-]+}/data/doc/:dataset/:ids', (c) => {
    const notFound = checkDataset(c);
    if (notFound) return notFound;
    const perspective = perspectiveOf(c);
    if (perspective instanceof Response) return perspective;
    const ids = c.req.param('ids').split(',').map((id) => id.trim()).filter(Boolean);
    const view = getStore().view(perspective);
    const documents = ids.map((id) => view.find((d) => d._id === id)).filter((d) => d !== undefined);
    const omitted = ids.filter((id) => !documents.some((d) => d._id === id)).map((id) => ({ id, reason: 'existence' }));
    return c.json({ documents, omitted });
  });

  app.route('/', imageRoutes({ projectId, dataset: datasetName, dataDir: config.dataDir, assets: (id) => getStore().asset(id), render: config.renderImage }));

  return {
    app,
    get store() {
      return getStore();
    },
    failNext(count, status) {
      faults.remaining = count;
      faults.status = status;
    },
  };
}
