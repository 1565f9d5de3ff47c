'use client';

import { useState } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { useShopTranslations } from '@/lib/i18n/shop-messages';
import type { ProductImage } from '@/lib/commerce/product';
import { cardImageAddress } from '@/lib/images/card-image-address';
import { FillImage } from '@/components/ui/FillImage';
import styles from './Gallery.module.css';
import { loadIntlScope, withIntl } from '@/components/i18n/with-intl';

const MAIN_SIZES = '(min-width: 1025px) 55vw, 100vw';

const loadZoom = () => Promise.all([import('./GalleryZoom'), loadIntlScope()]).then(([zoom]) => zoom);
const GalleryZoom = clientOnly(withIntl(() => loadZoom().then((m) => m.GalleryZoom)));

/**
 * The product's pictures: a fixed 4:5 frame (no layout shift), thumbnails to switch, and a zoom
 * dialog (GalleryZoom) whose code is fetched when the picture is first pressed; the click opens it
 * as soon as that code has arrived. Only the picture shown is loaded.
 */
export function Gallery({ images, title }: { images: ProductImage[]; title: string }) {
  const t = useShopTranslations('product.gallery');
  const [index, setIndex] = useState(0);
  // null until the zoom is first asked for: its dialog is mounted from then on.
  const [zoomOpen, setZoomOpen] = useState<boolean | null>(null);
  const current = images[index];
  const total = images.length;

  if (!current) return <div className={styles.frame} aria-hidden="true" />;
  return (
    <div className={styles.gallery}>
      <button type="button" className={styles.frame} onPointerDown={loadZoom} onClick={() => setZoomOpen(true)} aria-label={t('zoom', { n: index + 1, total })} aria-haspopup="dialog">
        {/* next/image's markup without its code (FillImage); the shop's loader asks the optimiser for the same picture. */}
        <FillImage key={current.url} src={current.url} loader={cardImageAddress} alt={current.alt} preload={index === 0} fetchPriority={index === 0 ? 'high' : undefined} sizes={MAIN_SIZES} className={styles.image} />
        <span className={styles.zoomHint} aria-hidden="true">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.4">
            <circle cx="11" cy="11" r="6.5" />
            <path d="M16 16l4.5 4.5M11 8v6M8 11h6" />
          </svg>
        </span>
      </button>
      {total > 1 && (
        <ul className={styles.thumbs} aria-label={t('thumbnails')}>
          {images.map((image, i) => (
            <li key={image.url}>
              <button type="button" className={styles.thumb} aria-current={i === index ? 'true' : undefined} aria-label={t('show', { n: i + 1, total })} onClick={() => setIndex(i)}>
                <FillImage src={image.url} loader={cardImageAddress} alt="" sizes="96px" className={styles.image} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomOpen !== null && (
        <GalleryZoom open={zoomOpen} images={images} index={index} title={title} onIndex={setIndex} onClose={() => setZoomOpen(false)} />
      )}
    </div>
  );
}
