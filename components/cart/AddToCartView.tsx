'use client';

import type { ReactNode } from 'react';
import { useShopTranslations } from '@/lib/i18n/shop-messages';
import type { IslandRoot } from '@/components/ui/island';
import styles from './AddToCartButton.module.css';

export interface AddToCartProps {
  variantId: string;
  productName: string;
  disabled?: boolean;
  weddingRegistryId?: string;
  className?: string;
  /** On a product card: a quieter button whose name says which piece (several sit on one page). */
  variant?: 'card';
  /** Another wording than "Add to bag" (a registry's "Buy as a gift"), with its name for cards. */
  label?: { text: string; name: string };
}

/**
 * "Add to bag" as it is drawn: by the button (AddToCartButton) and, before the button's code has
 * arrived, by its island (AddToCartLater), so the HTML is the same before and after.
 */
export function AddToCartView({
  productName,
  disabled,
  className,
  variant,
  label,
  busy = false,
  status = '',
  onAdd,
  onWarm,
  root,
  children,
}: AddToCartProps & { busy?: boolean; status?: string; onAdd?: () => void; onWarm?: () => void; root?: IslandRoot; children?: ReactNode }) {
  const t = useShopTranslations('cart');
  return (
    <div {...root} className={`${styles.wrap} ${className ?? ''}`}>
      <button
        type="button"
        className={variant === 'card' ? `${styles.button} ${styles.card}` : styles.button}
        aria-label={variant === 'card' ? (label?.name ?? t('addToBagFor', { product: productName })) : undefined}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        onPointerEnter={onWarm}
        onFocus={onWarm}
        onClick={onAdd}
      >
        {busy ? t('adding') : (label?.text ?? t('addToBag'))}
      </button>
      {/* Screen readers hear the confirmation; the bag opening beside the page is the visible one. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {children}
    </div>
  );
}
