/**
 * GET /media/{subject}/{material+material}/{view}-{seed}.{jpg|webp|png}[?w=&h=&q=&fm=]
 * The URLs mediaUrl() builds. Renders on first request, then serves from memory or disk with
 * immutable caching, an ETag and 304s; concurrent requests for one image share one render.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { MATERIAL_SWATCHES, type ImageRecipe, type MaterialSwatch, type RenderOptions } from '../contracts';
import { DiskCache, etagOf, MemoryLru, type CachedImage } from './cache';
import { isProductSubject, isSceneSubject, renderImage } from './render';

export const MIN_SIDE = 16;
export const MAX_SIDE = 3000;

const FORMATS = { jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp', png: 'png', avif: 'avif' } as const;
type FormatName = keyof typeof FORMATS;
const MIME: Record<RenderOptions['format'] & string, string> = { jpeg: 'image/jpeg', webp: 'image/webp', png: 'image/png', avif: 'image/avif' };
const EXT: Record<RenderOptions['format'] & string, string> = { jpeg: 'jpg', webp: 'webp', png: 'png', avif: 'avif' };

const side = z.coerce.number().int().transform((v) => Math.max(MIN_SIDE, Math.min(MAX_SIDE, v)));
const querySchema = z.object({
  w: side.optional(),
  h: side.optional(),
  q: z.coerce.number().int().min(1).max(100).optional(),
  fm: z.enum(Object.keys(FORMATS) as [FormatName, ...FormatName[]]).optional(),
});

const fileSchema = z.string().regex(/^(front|angle|detail|scene)-(\d{1,9})\.(jpg|webp|png)$/);
const materialSet = new Set<string>(MATERIAL_SWATCHES);

export interface MediaRoutesOptions {
  cacheDir: string;
  memoryBytes?: number;
  /** Renders at once; more would only make every request slower on a small machine. */
  concurrency?: number;
}

/** A tiny semaphore: at most `limit` renders in flight. */
function limiter(limit: number) {
  let active = 0;
  const queue: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}

const notFound = (c: Context, error: string) => c.json({ error }, 404);

export function mediaRoutes(options: MediaRoutesOptions): Hono {
  const memory = new MemoryLru(options.memoryBytes ?? 64 * 1024 * 1024);
  const disk = new DiskCache(options.cacheDir);
  const inflight = new Map<string, Promise<CachedImage>>();
  const run = limiter(options.concurrency ?? 2);

  async function load(key: string, recipe: ImageRecipe, render: RenderOptions): Promise<CachedImage> {
    const fromDisk = await disk.read(key);
    if (fromDisk) return { body: fromDisk, etag: etagOf(fromDisk) };
    const body = await run(() => renderImage(recipe, render));
    await disk.write(key, body);
    return { body, etag: etagOf(body) };
  }

  const app = new Hono();
  app.get('/media/:subject/:materials/:file', async (c) => {
    const { subject, materials, file } = c.req.param();
    if (!isProductSubject(subject) && !isSceneSubject(subject)) return notFound(c, `Unknown subject: ${subject}`);
    const mats = materials.split('+');
    if (mats.length < 1 || mats.length > 3) return notFound(c, 'Between 1 and 3 materials are expected');
    const unknown = mats.find((m) => !materialSet.has(m));
    if (unknown) return notFound(c, `Unknown material: ${unknown}`);
    const parsedFile = fileSchema.safeParse(file);
    if (!parsedFile.success) return notFound(c, `Unknown image: ${file}`);
    const [, view, seedText, ext] = /^(\w+)-(\d+)\.(\w+)$/.exec(file) as RegExpExecArray;
    if ((view === 'scene') !== isSceneSubject(subject)) return notFound(c, `No ${view} view for ${subject}`);
    const query = querySchema.safeParse(c.req.query());
    if (!query.success) return c.json({ error: query.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') }, 400);

    const { w, h, q, fm } = query.data;
    const format = FORMATS[fm ?? (ext as FormatName)];
    const recipe: ImageRecipe = { subject, materials: mats as MaterialSwatch[], view: view as ImageRecipe['view'], seed: Number(seedText) };
    const render: RenderOptions = { width: w, height: h, quality: q, format };
    const key = `${subject}/${materials}/${view}-${recipe.seed}_${w ?? 0}x${h ?? 0}_q${q ?? 0}.${EXT[format]}`;

    let image = memory.get(key);
    if (!image) {
      let pending = inflight.get(key);
      if (!pending) {
        pending = load(key, recipe, render).finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      image = await pending;
      memory.set(key, image);
    }

    const headers = {
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: image.etag,
      Vary: 'Accept-Encoding',
    };
    const inm = c.req.header('if-none-match');
    if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === image.etag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(image.body), 200, { ...headers, 'Content-Type': MIME[format], 'Content-Length': String(image.body.length) });
  });
  return app;
}
