import type { ImageLoaderProps } from 'next/image';
import { IMAGE_LIMITS } from '../security/limits';

/**
 * The address of one optimised picture, as Next's own loader builds it (the same `/_next/image`
 * endpoint, the same url, width and quality, so the same file and cache entry), written shorter: a
 * query value may hold `/` and `:` as they are, so only what would change its meaning is escaped.
 * A listing's 24 cards list seven candidates each; Next's `encodeURIComponent` made every one of them
 * 16 bytes longer (`http%3A%2F%2F…%2Fmedia%2F…`). Widths are the ones Next asks for (spec §9:
 * 360, 512, 750, 1080, 1920, 2048) and the quality the only one allowed (75).
 */
export function cardImageAddress({ src, width, quality }: ImageLoaderProps): string {
  const url = encodeURIComponent(src).replace(/%2F/gi, '/').replace(/%3A/gi, ':');
  return `/_next/image?url=${url}&w=${width}&q=${quality ?? IMAGE_LIMITS.qualities[0]}`;
}
