'use client';

import Image, { type ImageLoader, type ImageProps } from 'next/image';

/**
 * The content service's image pipeline (Sanity's: `w`, `q`, `auto=format`) resizes and re-encodes
 * itself, so a content image's sizes are asked of it directly: no second pass through the shop's own
 * optimizer, and a srcset about half as long in every page's HTML.
 */
const contentImageLoader: ImageLoader = ({ src, width, quality }) => {
  const url = new URL(src);
  url.searchParams.set('w', String(width));
  // 75 is the pipeline's own default quality (and the shop's): left unsaid, it shortens every candidate.
  if (quality && quality !== 75) url.searchParams.set('q', String(quality));
  else url.searchParams.delete('q');
  url.searchParams.set('auto', 'format');
  return url.href;
};

/** next/image for an image of the content service (its URL from lib/content/image.ts). */
export function CdnImage({ alt, ...props }: Omit<ImageProps, 'loader'>) {
  return <Image alt={alt} {...props} loader={contentImageLoader} />;
}
