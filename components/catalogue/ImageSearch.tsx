'use client';

import { useId, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toLiteProduct, type IndexRecord } from '@/lib/catalogue/lite-product';
import { isAcceptedImage } from '@/lib/catalogue/image-upload';
import type { Currency } from '@/lib/money/currency';
import type { Language } from '@/lib/i18n/languages';
import { ProductCard } from './ProductCard';
import styles from './Search.module.css';
import catalogueStyles from './Catalogue.module.css';

type State = { kind: 'idle' } | { kind: 'invalid' } | { kind: 'searching' } | { kind: 'failed' } | { kind: 'found'; hits: IndexRecord[] };

/** Search by image: a photo (.jpeg, .jpg, .png) → visually similar pieces, above the listing. */
export function ImageSearch({ language, currency }: { language: Language; currency: Currency }) {
  const t = useTranslations('catalogue');
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
      {state.kind === 'found' && (
        <section className={styles.similar} aria-labelledby={`${inputId}-similar`}>
          <div className={styles.similarHeader}>
            <h2 id={`${inputId}-similar`} className={styles.similarTitle}>
              {t('similarTo')}
            </h2>
            <button type="button" className={catalogueStyles.textButton} onClick={() => setState({ kind: 'idle' })}>
              {t('backToSearch')}
            </button>
          </div>
          <ul className={catalogueStyles.grid}>
            {state.hits.map((hit) => {
              const product = toLiteProduct(hit, currency);
              // The service adds a trade price (15 % below the price) to a trade user's hits only.
              return (
                <li key={hit.objectID}>
                  <ProductCard product={product} currency={currency} showTradePrice={product.tradePrice !== null} />
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
