'use client';

import Image, { type ImageProps } from 'next/image';
import { cardImageAddress } from '@/lib/images/card-image-address';

/**
 * next/image for a picture of the commerce service, through the cards' loader: `src` is what
 * `cardImageKey` keeps of it (a path where the service serves it there), so each srcset candidate is
 * the short `/img/<width><path>` address and the flight data carries the path, not the whole URL.
 * The same optimiser request (proxy.ts), so the same picture at the same widths.
 */
export function CommerceImage({ alt, ...props }: Omit<ImageProps, 'loader'>) {
  return <Image alt={alt} {...props} loader={cardImageAddress} />;
}
