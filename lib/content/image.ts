import { createImageUrlBuilder } from '@sanity/image-url';
import { serviceConfig } from '../config';
import { contentImageHost, contentImageKey } from './image-address';

const { projectId, dataset, apiHost } = serviceConfig.sanity;
const customHost = Boolean(apiHost) && apiHost !== 'https://api.sanity.io';

/** Image URLs on the content CDN (cdn.sanity.io, or the embedded backend's Sanity-compatible path). */
const builder = createImageUrlBuilder({ projectId, dataset, ...(customHost ? { baseUrl: apiHost } : {}) });
const host = contentImageHost(serviceConfig.sanity);

/** Where the subject of a picture is, from 0 to 1 across and down (the editor's hotspot). */
export interface ImageFocus {
  x: number;
  y: number;
}

/**
 * Spec §9: image quality 75. next/image asks for its own widths; this is the original it resizes.
 * With `crop`, the original is cut to the frame's proportions (width / height) around the editor's
 * hotspot (the centre without one), so a frame shows its own pixels, not an enlarged middle of a
 * picture of other proportions; the builder turns the hotspot into Sanity's `rect`.
 */
export function contentImageUrl(ref: string, width = 2048, crop?: { ratio: number; focus?: ImageFocus | null }): string {
  if (!crop) return builder.image(ref).width(width).quality(75).auto('format').url();
  const { x, y } = crop.focus ?? { x: 0.5, y: 0.5 };
  const url = new URL(
    builder
      .image({ asset: { _ref: ref }, hotspot: { x, y, width: 0, height: 0 } })
      .width(width)
      .height(Math.round(width / crop.ratio))
      .quality(75)
      .auto('format')
      .url(),
  );
  // The rect has the frame's proportions already, so the width alone sizes it: the height would
  // only lengthen every candidate of a srcset, and each width would have to carry its own.
  url.searchParams.delete('h');
  return url.href;
}

/**
 * A content picture as a page hands it to the browser's loader (lib/content/image-loader.ts): its key,
 * the asset's file name and cut, which the loader turns into the short `/cms/<width>/…` addresses
 * (lib/content/image-address.ts); a URL of any other host stays whole.
 */
export function contentImageSrc(ref: string, crop?: { ratio: number; focus?: ImageFocus | null }): string {
  return contentImageKey(contentImageUrl(ref, 2048, crop), host);
}

export interface ContentImageProjection {
  ref: string;
  alt: string;
  width: number;
  height: number;
}

export function toImage(projection: ContentImageProjection | null | undefined, width?: number) {
  if (!projection?.ref) return null;
  return { url: contentImageKey(contentImageUrl(projection.ref, width), host), alt: projection.alt, width: projection.width, height: projection.height };
}
