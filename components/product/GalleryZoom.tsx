'use client';

import { useState, type MouseEvent } from 'react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';
import type { ProductImage } from '@/lib/commerce/product';
import styles from './Gallery.module.css';

interface GalleryZoomProps {
  open: boolean;
  images: ProductImage[];
  index: number;
  title: string;
  onIndex(index: number): void;
  onClose(): void;
}

/** The gallery's zoom dialog: a click magnifies the spot under the pointer; its own chunk, fetched on the first press of the picture. */
export function GalleryZoom({ open, images, index, title, onIndex, onClose }: GalleryZoomProps) {
  const t = useTranslations('product.gallery');
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

  function show(next: number) {
    setMagnified(null);
    onIndex((next + total) % total);
  }

  return (
    <Dialog
      open={open}
      onClose={() => {
        setMagnified(null);
        onClose();
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
            <button type="button" onClick={() => show(index - 1)}>{t('previous')}</button>
            <span aria-live="polite">{t('position', { n: index + 1, total })}</span>
            <button type="button" onClick={() => show(index + 1)}>{t('next')}</button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
