import type { ImageLoader } from 'next/image';
import { IMAGE_WIDTHS } from './widths';

/** next.config.ts `images`: the widths Next's image config lists, sorted as it sorts them. */
const DEVICE_SIZES = [...IMAGE_WIDTHS.deviceSizes].sort((a, b) => a - b);
const ALL_SIZES = [...IMAGE_WIDTHS.deviceSizes, ...IMAGE_WIDTHS.imageSizes].sort((a, b) => a - b);

/** The inline style next/image writes on a `fill` picture that has not failed to load. */
export const FILL_STYLE = { position: 'absolute', height: '100%', width: '100%', left: 0, top: 0, right: 0, bottom: 0, color: 'transparent' } as const;

export interface FillImageInput {
  src: string;
  alt: string;
  /** The shop's loader for this kind of picture (lib/images/card-image-address.ts, lib/content/image-loader.ts). */
  loader: ImageLoader;
  /** How wide the picture is drawn at each breakpoint; its vw lengths decide the srcset's narrowest candidate. */
  sizes: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Whether the page preloads it (next/image `preload`): then it is never lazy. */
  preload?: boolean;
  className?: string;
}

/**
 * The attributes `next/image` gives a `fill` picture with a `sizes` and a custom loader, in its order
 * (loading before src, src last: React writes attributes in that order, and Safari would otherwise
 * fetch src before reading srcset), without next/image's code: it is the only form the shop's
 * first-load pictures (cards, content pictures) take, and the component, `getImageProps` and their
 * config and blur-placeholder code were about 4 KB of the home and product pages' first-load script.
 * `tests/unit/fill-image.test.ts` holds it equal to `getImageProps` for every form the shop writes.
 */
export function fillImageAttributes({ src, alt, loader, sizes, loading, fetchPriority, preload = false, className }: FillImageInput) {
  const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number.parseInt(m[2]!, 10));
  const widths = percents.length ? ALL_SIZES.filter((w) => w >= DEVICE_SIZES[0]! * Math.min(...percents) * 0.01) : ALL_SIZES;
  const lazy = !preload && (loading === 'lazy' || loading === undefined);
  return {
    alt,
    loading: lazy ? ('lazy' as const) : loading,
    fetchPriority,
    decoding: 'async' as const,
    className,
    sizes,
    srcSet: widths.map((width) => `${loader({ src, width })} ${width}w`).join(', '),
    src: loader({ src, width: widths[widths.length - 1]! }),
  };
}
