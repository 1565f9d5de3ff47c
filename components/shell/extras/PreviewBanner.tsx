'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import styles from './PreviewBanner.module.css';

/** Where "Exit preview" goes: the preview routes turn draft mode off and come back to `path`. */
export function exitPreviewHref(path: string): string {
  return `/api/preview/disable?redirect=${encodeURIComponent(path)}`;
}

/**
 * Spec §2: in preview mode (Next's draftMode), a banner says so and offers the way out. Mounted only
 * in preview, after hydration; fixed, so it never moves the page.
 */
export function PreviewBanner() {
  const t = useTranslations('preview');
  // next/navigation's pathname keeps the locale prefix: the exit returns to this very page.
  const pathname = usePathname();
  return (
    <aside className={styles.banner} aria-label={t('label')}>
      <span className={styles.dot} aria-hidden="true" />
      <p className={styles.text}>{t('label')}</p>
      <a href={exitPreviewHref(`${pathname}${window.location.search}`)} className={styles.exit}>
        {t('exit')}
      </a>
    </aside>
  );
}
