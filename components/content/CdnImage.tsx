'use client';

import Image, { type ImageProps } from 'next/image';
import { contentImageLoader } from '@/lib/content/image-loader';

/** next/image for an image of the content service (its URL from lib/content/image.ts), in a client component. */
export function CdnImage({ alt, ...props }: Omit<ImageProps, 'loader'>) {
  return <Image alt={alt} {...props} loader={contentImageLoader} />;
}
