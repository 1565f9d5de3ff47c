'use client';

import { useId, useState, type ChangeEvent } from 'react';
import type { IndexRecord } from '@/lib/catalogue/lite-product';
import { isAcceptedImage } from '@/lib/catalogue/image-upload';
import type { Currency } from '@/lib/money/currency';
import type { Language } from '@/lib/i18n/languages';
import { useShopTranslations } from '@/lib/i18n/shop-messages';
import { clientOnly } from '@/components/ui/client-only';
import { withIntl } from '@/components/i18n/with-intl';
import styles from './Search.module.css';

/** The results' code (their cards, next-intl's runtime with them), asked for with the photo's search. */
const loadResults = withIntl(() => import('./ImageSearchResults').then((m) => m.ImageSearchResults));
const ImageSearchResults = clientOnly(loadResults);

type State = { kind: 'idle' } | { kind: 'invalid' } | { kind: 'searching' } | { kind: 'failed' } | { kind: 'found'; hits: IndexRecord[] };

/** Search by image: a photo (.jpeg, .jpg, .png) → visually similar pieces, above the listing. */
export function ImageSearch({ language, currency }: { language: Language; currency: Currency }) {
  const t = useShopTranslations('catalogue');
  const inputId = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedImage(file)) {
      setState({ kind: 'invalid' });
      return;
    }
    setState({ kind: 'searching' });
    // Fetched beside the search, so the cards can show as soon as its answer does (a failed load shows when they render).
    loadResults().catch(() => undefined);
    const form = new FormData();
    form.set('image', file);
    form.set('language', language);
    try {
      const response = await fetch('/api/search/visual', { method: 'POST', body: form });
      if (response.status === 400) return setState({ kind: 'invalid' });
      if (!response.ok) return setState({ kind: 'failed' });
      const { hits } = (await response.json()) as { hits: IndexRecord[] };
      setState({ kind: 'found', hits });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  return (
    <>
      <div className={styles.imageSearch}>
        <p className={styles.imageHint}>{t('searchByImageHint')}</p>
        <label htmlFor={inputId} className={styles.fileLabel}>
          {t('searchByImage')}
          <input
            id={inputId}
            type="file"
            accept=".jpeg,.jpg,.png,image/jpeg,image/png"
            className="visually-hidden"
            onChange={onChange}
            aria-describedby={state.kind === 'invalid' ? `${inputId}-error` : undefined}
          />
        </label>
        {state.kind === 'invalid' && (
          <p id={`${inputId}-error`} className={styles.error} role="alert">
            {t('imageTypeError')}
          </p>
        )}
        {state.kind === 'failed' && (
          <p className={styles.error} role="alert">
            {t('similarError')}
          </p>
        )}
        {state.kind === 'searching' && (
          <p className={styles.status} role="status">
            {t('imageSearching')}
          </p>
        )}
      </div>
      {state.kind === 'found' && <ImageSearchResults hits={state.hits} currency={currency} titleId={`${inputId}-similar`} onBack={() => setState({ kind: 'idle' })} />}
    </>
  );
}
