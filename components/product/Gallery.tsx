'use client';

import { useState, type MouseEvent } from 'react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';
import type { ProductImage } from '@/lib/commerce/product';
import styles from './Gallery.module.css';

const MAIN_SIZES = '(min-width: 1025px) 55vw, 100vw';

/**
 * The product's pictures: a fixed 4:5 frame (no layout shift), thumbnails to switch, and a zoom
 * dialog where a click magnifies the spot under the pointer. Only the picture shown is loaded.
 */
export function Gallery({ images, title }: { images: ProductImage[]; title: string }) {
  const t = useTranslations('product.gallery');
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [magnified, setMagnified] = useState<{ x: number; y: number } | null>(null);
  const current = images[index];
  const total = images.length;

  function toggleMagnify(event: MouseEvent<HTMLButtonElement>) {
    if (magnified) return setMagnified(null);
    const box = event.currentTarget.getBoundingClientRect();
    const x = box.width ? ((event.clientX - box.left) / box.width) * 100 : 50;
    const y = box.height ? ((event.clientY - box.top) / box.height) * 100 : 50;
    setMagnified({ x, y });
  }

  if (!current) return <div className={styles.frame} aria-hidden="true" />;
  return (
    <div className={styles.gallery}>
      <button type="button" className={styles.frame} onClick={() => setZoomOpen(true)} aria-label={t('zoom', { n: index + 1, total })} aria-haspopup="dialog">
        <Image key={current.url} src={current.url} alt={current.alt} fill preload={index === 0} fetchPriority={index === 0 ? 'high' : undefined} sizes={MAIN_SIZES} className={styles.image} />
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
                <Image src={image.url} alt="" fill sizes="96px" className={styles.image} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={zoomOpen}
        onClose={() => {
          setZoomOpen(false);
          setMagnified(null);
        }}
        title={title}
        closeLabel={t('close')}
      >
        <div className={styles.zoomBody}>
          <button type="button" className={styles.zoomFrame} data-magnified={magnified ? 'true' : undefined} onClick={toggleMagnify} aria-label={magnified ? t('zoomOut') : t('zoomIn')}>
            <Image
              src={current.url}
              alt={current.alt}
              fill
              sizes="(min-width: 1025px) 70vw, 100vw"
              className={styles.zoomImage}
              style={magnified ? { transform: 'scale(2.2)', transformOrigin: `${magnified.x}% ${magnified.y}%` } : undefined}
            />
          </button>
          {total > 1 && (
            <div className={styles.zoomNav}>
              <button type="button" onClick={() => { setMagnified(null); setIndex((index - 1 + total) % total); }}>{t('previous')}</button>
              <span aria-live="polite">{t('position', { n: index + 1, total })}</span>
              <button type="button" onClick={() => { setMagnified(null); setIndex((index + 1) % total); }}>{t('next')}</button>
            </div>
          )}
        </div>
      </Dialog>
    </div>
  );
}
