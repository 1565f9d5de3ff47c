'use client';

import Image, { type ImageProps } from 'next/image';
import { contentImageLoader } from '@/lib/content/image-loader';

/**
 * next/image for an image of the content service (its URL from lib/content/image.ts) drawn at its own
 * width and height, in a client component (the shell's lazy parts: submenus, the sign-up layer). A
 * `fill` picture is components/content/CdnImage.tsx, which carries no next/image code.
 */
export function CdnSizedImage({ alt, ...props }: Omit<ImageProps, 'loader'>) {
  return <Image alt={alt} {...props} loader={contentImageLoader} />;
}
