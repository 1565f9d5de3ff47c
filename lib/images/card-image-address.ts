import type { ImageLoaderProps } from 'next/image';
import { IMAGE_WIDTHS } from './widths';

/**
 * The short address of a card picture: `/img/<width><path on the commerce service>`, e.g.
 * `/img/750/media/sofa/velvet+brass/front-1.jpg`. The proxy (proxy.ts) rewrites it to the image
 * optimiser with the commerce service's origin in front of the path, the same width and quality 75:
 * the same `/_next/image` request, so the same file, cache entry, headers and per-client limit.
 * A listing's 24 cards list seven addresses each; written so, each is about 50 bytes shorter than
 * `/_next/image?url=http%3A…&w=…&q=75`.
 */
export const CARD_IMAGE_PREFIX = '/img/';

const QUALITY = IMAGE_WIDTHS.qualities[0];
const WIDTHS: readonly number[] = [...IMAGE_WIDTHS.imageSizes, ...IMAGE_WIDTHS.deviceSizes];
/** A path that reads the same in a srcset (no space or comma), in a URL path and after the proxy's rewrite. */
const SHORT_PATH = /^(\/[A-Za-z0-9._~+=-]+)+$/;
const DOT_SEGMENT = /\/\.{1,2}(\/|$)/;

const isShortPath = (path: string) => SHORT_PATH.test(path) && !DOT_SEGMENT.test(path);

/**
 * What a card carries of a picture: its path when the commerce service (`commerceOrigin`) serves it
 * under a path the short address can hold, else the whole URL (a content CDN's picture, a query).
 */
export function cardImageKey(src: string, commerceOrigin: string | undefined): string {
  if (!commerceOrigin) return src;
  const origin = commerceOrigin.replace(/\/+$/, '');
  if (!src.startsWith(`${origin}/`)) return src;
  const path = src.slice(origin.length);
  return isShortPath(path) ? path : src;
}

/**
 * The address of one optimised card picture (the cards' `next/image` loader). A key that is a path
 * (cardImageKey) gets the short address; a whole URL gets Next's own address, written shorter: a query
 * value may hold `/` and `:` as they are, so only what would change its meaning is escaped. Widths are
 * the ones Next asks for (spec §9: 360, 512, 750, 1080, 1920, 2048) and the quality the only one allowed (75).
 */
export function cardImageAddress({ src, width, quality = QUALITY }: ImageLoaderProps): string {
  if (src.startsWith('/') && quality === QUALITY && isShortPath(src)) return `${CARD_IMAGE_PREFIX}${width}${src}`;
  const url = encodeURIComponent(src).replace(/%2F/gi, '/').replace(/%3A/gi, ':');
  return `/_next/image?url=${url}&w=${width}&q=${quality}`;
}

/**
 * The optimiser's address for a short one (what the proxy rewrites `/img/…` to), or null when it is
 * not one the loader writes: an unknown width, a path outside what the short form holds or outside
 * the commerce service's image paths (`imagePaths`, patterns such as `/media/**`: lib/config.ts
 * imageSources). The optimiser checks the same paths again; this keeps any other path of the service
 * from even reaching it (the URL parser has already resolved a `%2e%2e` segment).
 */
export function expandCardImageAddress(pathname: string, commerceOrigin: string, imagePaths: readonly string[]): string | null {
  if (!pathname.startsWith(CARD_IMAGE_PREFIX)) return null;
  const rest = pathname.slice(CARD_IMAGE_PREFIX.length);
  const slash = rest.indexOf('/');
  if (slash < 1) return null;
  const width = Number(rest.slice(0, slash));
  const path = rest.slice(slash);
  if (!WIDTHS.includes(width) || String(width) !== rest.slice(0, slash) || !isShortPath(path)) return null;
  if (!imagePaths.some((pattern) => pattern.endsWith('/**') && path.startsWith(pattern.slice(0, -2)))) return null;
  const src = `${commerceOrigin.replace(/\/+$/, '')}${path}`;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;
}
