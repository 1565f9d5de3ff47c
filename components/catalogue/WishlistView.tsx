'use client';

import { useShopTranslations } from '@/lib/i18n/shop-messages';
import type { IslandRoot } from '@/components/ui/island';
import styles from './WishlistButton.module.css';

export interface WishlistProps {
  productId: string;
  title: string;
  className?: string;
}

/**
 * The heart as it is drawn: by WishlistButton and, before its code has arrived, by its island
 * (WishlistLater), so the HTML is the same before and after. Unsaved unless told otherwise.
 */
export function WishlistView({
  productId,
  title,
  className,
  label,
  pressed,
  busy = false,
  saved = false,
  onToggle,
  root,
}: WishlistProps & { label?: string; pressed?: boolean; busy?: boolean; saved?: boolean; onToggle?: () => void; root?: IslandRoot }) {
  const t = useShopTranslations('catalogue.card');
  return (
    <button
      {...root}
      type="button"
      className={className}
      aria-label={label ?? t('addToFavorites', { title })}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      data-product-id={productId}
      data-saved={saved || undefined}
      onClick={onToggle}
    >
      <span className={styles.icon} aria-hidden="true" />
    </button>
  );
}
