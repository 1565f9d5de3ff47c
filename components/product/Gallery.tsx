'use client';

import { useState } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { GalleryView, type GalleryViewProps } from './GalleryView';
import { loadIntlScope, withIntl } from '@/components/i18n/with-intl';

const loadZoom = () => Promise.all([import('./GalleryZoom'), loadIntlScope()]).then(([zoom]) => zoom);
const GalleryZoom = clientOnly(withIntl(() => loadZoom().then((m) => m.GalleryZoom)));

/**
 * The product's pictures: a fixed 4:5 frame (no layout shift), thumbnails to switch, and a zoom
 * dialog (GalleryZoom) whose code is fetched when the picture is first pressed; the click opens it
 * as soon as that code has arrived. Only the picture shown is loaded. The server draws the gallery
 * (GalleryView) and this part takes it over once its code has arrived (GalleryLater in
 * ./LaterParts.tsx); a picture or thumbnail pressed before then is pressed again when it has.
 */
export function Gallery({ images, title, labels, className }: GalleryViewProps & { title: string; className?: string }) {
  const [index, setIndex] = useState(0);
  // null until the zoom is first asked for: its dialog is mounted from then on.
  const [zoomOpen, setZoomOpen] = useState<boolean | null>(null);
  return (
    <div className={className}>
      <GalleryView images={images} labels={labels} index={index} actions={{ press: loadZoom, zoom: () => setZoomOpen(true), show: setIndex }} />
      {zoomOpen !== null && <GalleryZoom open={zoomOpen} images={images} index={index} title={title} onIndex={setIndex} onClose={() => setZoomOpen(false)} />}
    </div>
  );
}
