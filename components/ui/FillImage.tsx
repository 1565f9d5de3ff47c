'use client';

import { useState, type CSSProperties } from 'react';
import { preload as preloadImage } from 'react-dom';
import { FILL_STYLE, fillImageAttributes, type FillImageInput } from '@/lib/images/fill-image';

/**
 * next/image's `fill` picture, as it renders one (the same attributes in the same order, `data-nimg`,
 * the inline style, a preload from the <head> when `preload`, the alt text shown once it fails),
 * without next/image's code: a first-load picture (cards, content pictures, hotspots) costs the page
 * no image script. Its loader is the shop's (a function, so a server component passes its props to a
 * client wrapper that names the loader: components/content/CdnImage.tsx).
 */
export function FillImage({ style, placedByClass = false, ...input }: FillImageInput & { style?: CSSProperties; placedByClass?: boolean }) {
  const [failed, setFailed] = useState(false);
  const picture = fillImageAttributes(input);
  // `placedByClass`: the className holds the fill style (absolute, the frame's size, alt text transparent
  // while loading), about 100 bytes of every picture's HTML less; its alt text shows once it fails all the same.
  const inline = placedByClass ? { ...(failed ? { color: 'inherit' } : null), ...style } : { ...FILL_STYLE, ...(failed ? { color: undefined } : null), ...style };
  if (input.preload) preloadImage(picture.src, { as: 'image', imageSrcSet: picture.srcSet, imageSizes: picture.sizes, fetchPriority: picture.fetchPriority });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, from fillImageAttributes
    <img
      alt={picture.alt}
      loading={picture.loading}
      fetchPriority={picture.fetchPriority}
      decoding={picture.decoding}
      data-nimg="fill"
      className={picture.className}
      style={Object.keys(inline).length ? inline : undefined}
      sizes={picture.sizes}
      srcSet={picture.srcSet}
      src={picture.src}
      onError={() => setFailed(true)}
    />
  );
}
