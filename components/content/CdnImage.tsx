'use client';

import type { ComponentProps } from 'react';
import { contentImageLoader } from '@/lib/content/image-loader';
import { FillImage } from '@/components/ui/FillImage';

type Props = Omit<ComponentProps<typeof FillImage>, 'loader'> & {
  /** Always a `fill` picture (its frame sizes it), said as next/image says it. */
  fill: true;
};

/**
 * A `fill` picture of the content service (its URL from lib/content/image.ts), in a client component:
 * next/image's markup through the content loader, without next/image's code (components/ui/FillImage.tsx);
 * its className places it as next/image's inline fill style would (Picture.module.css `.image`).
 */
export function CdnImage({ fill: _fill, ...props }: Props) {
  return <FillImage {...props} loader={contentImageLoader} placedByClass />;
}
