/**
 * Sanity's image CDN path, `/images/{projectId}/{dataset}/{hash}-{w}x{h}.{ext}`, with its URL
 * parameters (w, h, q, fit, fm, auto=format, rect), so @sanity/image-url works with this host as its base.
 * Pixels come from the asset's recipe through the media renderer; results are cached on disk.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { ImageRecipe, RenderOptions } from '../contracts';
import type { SanityDocument } from './dataset';

export type RenderImage = (recipe: ImageRecipe, options?: RenderOptions) => Promise<Buffer>;

interface ImageRouteOptions {
  projectId: string;
  dataset: string;
  dataDir: string;
  assets(id: string): SanityDocument | undefined;
  render?: RenderImage;
}

const FORMATS = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp' } as const;
const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' } as const;
const FITS = new Set(['clip', 'crop', 'fill', 'max', 'min', 'scale']);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Sanity's `rect=left,top,width,height`, in the image's own pixels, kept inside the image; a
 * malformed one is ignored, as a rect covering the whole image is.
 */
function parseRect(value: string | undefined, intrinsic: { width: number; height: number }): RenderOptions['rect'] {
  if (!value || !/^\d+,\d+,\d+,\d+$/.test(value)) return undefined;
  const parts = value.split(',').map(Number);
  const left = clamp(parts[0], 0, intrinsic.width - 1);
  const top = clamp(parts[1], 0, intrinsic.height - 1);
  const rect = { left, top, width: clamp(parts[2], 1, intrinsic.width - left), height: clamp(parts[3], 1, intrinsic.height - top) };
  return rect.width === intrinsic.width && rect.height === intrinsic.height ? undefined : rect;
}

export function imageRoutes({ projectId, dataset, dataDir, assets, render }: ImageRouteOptions): Hono {
  const app = new Hono();
  const cacheDir = path.join(dataDir, 'content-image-cache');

  app.get('/images/:projectId/:dataset/:file', async (c) => {
    const match = /^([0-9a-f]+)-(\d+)x(\d+)\.(jpg|jpeg|png|webp)$/.exec(c.req.param('file'));
    if (c.req.param('projectId') !== projectId || c.req.param('dataset') !== dataset || !match) return c.json({ error: 'Not Found' }, 404);
    const [, hash, w, h, ext] = match;
    const asset = assets(`image-${hash}-${w}x${h}-${ext === 'jpeg' ? 'jpg' : ext}`);
    const recipe = asset?.recipe as ImageRecipe | undefined;
    if (!recipe) return c.json({ error: 'Not Found' }, 404);
    if (!render) return c.json({ error: 'Image rendering unavailable' }, 503);

    const query = c.req.query();
    const rect = parseRect(query.rect, { width: Number(w), height: Number(h) });
    // What is sized is the kept part: the whole image, or its rect.
    const source = rect ?? { width: Number(w), height: Number(h) };
    const width = query.w ? clamp(Number(query.w) || source.width, 16, 4000) : undefined;
    const height = query.h ? clamp(Number(query.h) || source.height, 16, 4000) : undefined;
    const size = {
      width: width ?? (height ? Math.round((height * source.width) / source.height) : source.width),
      height: height ?? (width ? Math.round((width * source.height) / source.width) : source.height),
    };
    const accepts = c.req.header('accept') ?? '';
    const format: RenderOptions['format'] =
      query.fm && query.fm in FORMATS ? FORMATS[query.fm as keyof typeof FORMATS] : query.auto === 'format' && accepts.includes('image/webp') ? 'webp' : FORMATS[ext as keyof typeof FORMATS];
    const options: RenderOptions = {
      ...size,
      quality: clamp(Number(query.q) || 75, 1, 100),
      format,
      fit: FITS.has(query.fit ?? '') ? (query.fit as RenderOptions['fit']) : 'crop',
      ...(rect ? { rect } : {}),
    };

    const key = crypto.createHash('sha1').update(JSON.stringify([hash, options])).digest('hex');
    const file = path.join(cacheDir, `${key}.${format}`);
    let body: Buffer;
    if (fs.existsSync(file)) body = fs.readFileSync(file);
    else {
      body = await render(recipe, options);
      fs.mkdirSync(cacheDir, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, body);
      fs.renameSync(temporary, file);
    }
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': MIME[format ?? 'jpeg'],
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: `"${key}"`,
      Vary: 'Accept',
    });
  });

  return app;
}
