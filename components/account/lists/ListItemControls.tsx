'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { removeListItem, setListItemQuantity, shareList } from '@/lib/wishlists/actions';
import { useRouter } from '@/lib/i18n/navigation';
import { useFavorites } from './favorites-store';
import styles from '../Account.module.css';

/** Quantity and removal of one item of the shopper's list (PATCH set_item_quantity, DELETE remove_item). */
export function ListItemControls({ listToken, itemId, productId, quantity, title, isFavorites }: { listToken: string; itemId: string; productId: string; quantity: number; title: string; isFavorites: boolean }) {
  const t = useTranslations('account.lists');
  const setSaved = useFavorites((s) => s.setSaved);
  return (
    <ItemControls
      quantity={quantity}
      title={title}
      removeLabel={t('removeItem', { title })}
      save={(next) => setListItemQuantity(listToken, itemId, next)}
      remove={async () => {
        const result = await removeListItem(listToken, itemId);
        if (result.ok && isFavorites) setSaved(productId, false);
        return result;
      }}
    />
  );
}

/**
 * The quantity field and remove button of an item the shopper keeps (a list's or the wedding
 * registry's): saves on blur or Enter, puts the old value back when the service refuses, and
 * refreshes the page once a change is saved.
 */
export function ItemControls({ quantity, title, removeLabel, save, remove }: {
  quantity: number;
  title: string;
  removeLabel: string;
  save: (quantity: number) => Promise<{ ok: boolean }>;
  remove: () => Promise<{ ok: boolean }>;
}) {
  const t = useTranslations('account.lists');
  const router = useRouter();
  const [value, setValue] = useState(String(quantity));
  const [pending, startTransition] = useTransition();
  const [failed, setFailed] = useState(false);

  const commit = (next: number) =>
    startTransition(async () => {
      setFailed(false);
      const result = await save(next);
      if (!result.ok) {
        setFailed(true);
        setValue(String(quantity));
        return;
      }
      router.refresh();
    });

  return (
    <div className={styles.row}>
      <label className={styles.quantity}>
        {t('quantity')}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          value={value}
          aria-label={t('quantityOf', { title })}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => {
            const next = Number(value);
            if (Number.isInteger(next) && next >= 1 && next <= 999 && next !== quantity) commit(next);
            else setValue(String(quantity));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
          }}
        />
      </label>
      <button
        type="button"
        className={styles.link}
        disabled={pending}
        aria-label={removeLabel}
        onClick={() =>
          startTransition(async () => {
            const result = await remove();
            if (!result.ok) return setFailed(true);
            router.refresh();
          })
        }
      >
        {t('remove')}
      </button>
      {failed && <p className={styles.error} role="alert">{t('failed')}</p>}
    </div>
  );
}

/** Makes the list public and copies its link (spec: share link for a list). */
export function ShareListButton({ listToken, isPrivate }: { listToken: string; isPrivate: boolean }) {
  const t = useTranslations('account.lists');
  const [link, setLink] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <div className={styles.form}>
      <button
        type="button"
        className={styles.button}
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            if (isPrivate) {
              const result = await shareList(listToken);
              if (!result.ok) return;
            }
            const url = `${window.location.origin}${window.location.pathname.replace(/\/account\/.*$/, '')}/account/lists/${listToken}`;
            setLink(url);
            await navigator.clipboard?.writeText(url).catch(() => null);
          })
        }
      >
        {t('share')}
      </button>
      {link && (
        <p className={styles.muted} role="status">
          {t('shareReady')} <span data-testid="share-link">{link}</span>
        </p>
      )}
    </div>
  );
}
