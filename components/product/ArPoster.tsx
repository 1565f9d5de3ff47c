'use client';

import { useTranslations } from 'next-intl';
import styles from './ProductControls.module.css';

export type ArPosterState = 'idle' | 'loading' | 'failed';

/** The 3D/AR tab's poster: what the piece offers in 3D and the one button that loads it. */
export function ArPoster({ state, onLoad }: { state: ArPosterState; onLoad: () => void }) {
  const t = useTranslations('product.ar');
  const busy = state === 'loading';
  return (
    <div className={styles.arPoster}>
      <p>{t('intro')}</p>
      <button type="button" className={styles.primaryButton} onClick={onLoad} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('loading') : t('open')}
      </button>
      {state === 'failed' && <p role="alert">{t('failed')}</p>}
    </div>
  );
}
