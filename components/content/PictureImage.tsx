'use client';

import { getImageProps } from 'next/image';
import { contentImageLoader } from '@/lib/content/image-loader';

/** One cut of a content image: its original URL and the viewports it is for (all when no media). */
export interface PictureCut {
  src: string;
  media?: string;
}

interface PictureImageProps {
  /** The narrowest viewport's cut first; a cut per breakpoint art-directs the picture. */
  cuts: readonly PictureCut[];
  alt: string;
  sizes: string;
  priority: boolean;
  className: string;
  objectPosition?: string;
}

/**
 * The className lays the image over its frame (Picture.module.css), in place of next/image's inline
 * fill style, which would repeat on every picture of a page; only the hotspot's position stays inline.
 */
function withoutFillStyle<P extends { style?: unknown }>(props: P, objectPosition: string | undefined): P {
  return { ...props, style: objectPosition ? { objectPosition } : undefined };
}

/**
 * The image of a content Picture. A client component so the page's flight data carries each cut's
 * one URL, not its srcset: the srcset is the same work in the browser as on the server.
 *
 * A priority picture (a page's largest paint) is asked for at high priority and not lazily, with no
 * preload in the head: it opens the page's main content, near the top of the HTML (15 KB into the
 * home page's 120), where the browser's preload scanner finds it as early and picks the viewport's
 * cut from the <picture> itself. A preload per cut would repeat every srcset in the head (2.3 KB on the home page).
 */
export function PictureImage({ cuts, alt, sizes, priority, className, objectPosition }: PictureImageProps) {
  const [base, ...wider] = cuts.map((cut) => ({
    ...cut,
    props: withoutFillStyle(getImageProps({
      src: cut.src,
      alt,
      fill: true,
      sizes,
      loader: contentImageLoader,
      loading: priority ? 'eager' : 'lazy',
      fetchPriority: priority ? 'high' : undefined,
      className,
    }).props, objectPosition),
  }));
  // next/image's own attributes, from getImageProps; its <Image> has no art direction.
  // eslint-disable-next-line @next/next/no-img-element
  const img = <img {...base.props} alt={alt} />;
  if (!wider.length) return img;
  return (
    <picture>
      {wider.map(({ media, props }) => (
        <source key={media} media={media} srcSet={props.srcSet} sizes={props.sizes} />
      ))}
      {img}
    </picture>
  );
}
