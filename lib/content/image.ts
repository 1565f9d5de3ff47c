import { createImageUrlBuilder } from '@sanity/image-url';
import { serviceConfig } from '../config';

const { projectId, dataset, apiHost } = serviceConfig.sanity;
const customHost = Boolean(apiHost) && apiHost !== 'https://api.sanity.io';

/** Image URLs on the content CDN (cdn.sanity.io, or the embedded backend's Sanity-compatible path). */
const builder = createImageUrlBuilder({ projectId, dataset, ...(customHost ? { baseUrl: apiHost } : {}) });

/** Spec §9: image quality 75. next/image asks for its own widths; this is the original it resizes. */
export function contentImageUrl(ref: string, width = 2048): string {
  return builder.image(ref).width(width).quality(75).auto('format').url();
}

export interface ContentImageProjection {
  ref: string;
  alt: string;
  width: number;
  height: number;
}

export function toImage(projection: ContentImageProjection | null | undefined, width?: number) {
  if (!projection?.ref) return null;
  return { url: contentImageUrl(projection.ref, width), alt: projection.alt, width: projection.width, height: projection.height };
}
