import type { ImageLoader } from 'next/image';
import { contentImageAddress } from './image-address';

/**
 * The content service's image pipeline (Sanity's: `w`, `q`, `auto=format`) resizes and re-encodes
 * itself, so a content image's sizes are asked of it directly: no second pass through the shop's own
 * optimizer, and a srcset about half as long in every page's HTML. A cut (`rect`, lib/content/image.ts)
 * keeps its proportions at every width. A picture of the shop's own project comes as its key
 * (lib/content/image-address.ts) and gets the short same-origin address the proxy rewrites to that URL.
 */
export const contentImageLoader: ImageLoader = ({ src, width, quality }) => {
  const short = contentImageAddress(src, width);
  if (short) return short;
  const url = new URL(src);
  url.searchParams.set('w', String(width));
  // 75 is the pipeline's own default quality (and the shop's): left unsaid, it shortens every candidate.
  if (quality && quality !== 75) url.searchParams.set('q', String(quality));
  else url.searchParams.delete('q');
  url.searchParams.set('auto', 'format');
  // Sanity's rect is comma-separated; the URL API escapes its commas, which only lengthens every candidate.
  return url.href.replaceAll('%2C', ',');
};
