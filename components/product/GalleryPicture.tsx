'use client';

import type { ComponentProps } from 'react';
import { cardImageAddress } from '@/lib/images/card-image-address';
import { FillImage } from '@/components/ui/FillImage';

/**
 * A gallery picture through the cards' loader, in a client component, so the gallery's view can be
 * drawn by the server (a loader is a function, which a server component cannot pass on).
 */
export function GalleryPicture(props: Omit<ComponentProps<typeof FillImage>, 'loader'>) {
  return <FillImage {...props} loader={cardImageAddress} />;
}
