import { IMAGE_WIDTHS } from '../images/widths';

/**
 * The short address of a content picture: `/cms/<width>/<asset file>`, with the cut of a frame
 * (Sanity's `rect`) as its query, e.g. `/cms/750/32a0…c-2400x1600.jpg?rect=0,100,2400,1400`. The proxy
 * (proxy.ts) rewrites it to the content CDN's own URL of that picture at that width, `auto=format`
 * (`https://cdn.sanity.io/images/<project>/<dataset>/<file>?rect=…&w=750&auto=format`, or the
 * embedded backend's): the same file the page used to name, resized by the content service as before.
 * Written so, each srcset candidate is about 60 bytes shorter (the host, project and dataset, `w=`
 * and `auto=format` are the proxy's), and the flight data carries a picture as its file name.
 */
export const CONTENT_IMAGE_PREFIX = '/cms/';

const WIDTHS: readonly number[] = [...IMAGE_WIDTHS.imageSizes, ...IMAGE_WIDTHS.deviceSizes];
/** Sanity's asset file name: `<sha1>-<width>x<height>.<ext>`, raster formats only (an SVG from the shop's own origin could run script). */
const ASSET_FILE = /^[0-9a-f]{8,64}-\d{1,5}x\d{1,5}\.(?:jpe?g|png|webp|gif|avif|tiff?)$/;
/** A frame's cut: `rect=left,top,width,height` in the picture's own pixels. */
const RECT = /^rect=\d{1,5},\d{1,5},\d{1,5},\d{1,5}$/;

/** Where the content service serves its pictures: its CDN (or the embedded backend), project and dataset. */
export interface ContentImageHost {
  /** `https://cdn.sanity.io`, or the embedded backend's origin. */
  origin: string;
  projectId: string;
  dataset: string;
}

/** The content service's image host for its configuration (lib/config.ts serviceConfig.sanity): `apiHost` empty is Sanity's own. */
export function contentImageHost({ projectId, dataset, apiHost }: { projectId: string; dataset: string; apiHost: string }): ContentImageHost {
  const custom = Boolean(apiHost) && apiHost !== 'https://api.sanity.io';
  return { origin: (custom ? apiHost : 'https://cdn.sanity.io').replace(/\/+$/, ''), projectId, dataset };
}

const imagesPath = ({ origin, projectId, dataset }: ContentImageHost) => `${origin}/images/${encodeURIComponent(projectId)}/${encodeURIComponent(dataset)}/`;

/**
 * What a page carries of a content picture: `/<file>` or `/<file>?rect=…` when `url` (lib/content/image.ts)
 * is a picture of the configured project, the loader's key for the short address; else the URL itself.
 */
export function contentImageKey(url: string, host: ContentImageHost): string {
  const base = imagesPath(host);
  if (!url.startsWith(base)) return url;
  const { pathname, searchParams } = new URL(url);
  const file = pathname.slice(pathname.lastIndexOf('/') + 1);
  const rect = searchParams.get('rect');
  const query = rect ? `rect=${rect}` : '';
  if (!ASSET_FILE.test(file) || (query && !RECT.test(query))) return url;
  return `/${file}${query ? `?${query}` : ''}`;
}

/** The short address of a key (contentImageKey) at `width`, or null for a whole URL. */
export function contentImageAddress(key: string, width: number): string | null {
  return key.startsWith('/') ? `${CONTENT_IMAGE_PREFIX}${width}${key}` : null;
}

/**
 * The content CDN's URL for a short address (what the proxy rewrites `/cms/…` to), or null when it is
 * not one the loader writes: a width the shop does not use, a name that is not an asset file of
 * Sanity's form, any query but a cut. Only the configured project's and dataset's pictures, so the
 * rewrite is no way to fetch anything else of the host, or of another project.
 */
export function expandContentImageAddress(pathname: string, search: string, host: ContentImageHost): string | null {
  if (!pathname.startsWith(CONTENT_IMAGE_PREFIX)) return null;
  const [width, file, ...more] = pathname.slice(CONTENT_IMAGE_PREFIX.length).split('/');
  if (more.length || !file || !ASSET_FILE.test(file) || !WIDTHS.includes(Number(width)) || String(Number(width)) !== width) return null;
  // Next's server hands the proxy the query written again, its commas as `%2C`.
  const query = search.replace(/^\?/, '').replace(/%2C/gi, ',');
  if (query && !RECT.test(query)) return null;
  return `${imagesPath(host)}${file}?${query ? `${query}&` : ''}w=${width}&auto=format`;
}
