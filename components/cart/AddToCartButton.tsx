'use client';

import type { JSX } from 'react';
import { useTranslations } from 'next-intl';

/**
 * PLACEHOLDER: the cart branch replaces this file at merge with the real button (cart/add_item,
 * quantity 1). Same signature, so the product page needs no change.
 */
export function AddToCartButton(props: { variantId: string; productName: string; disabled?: boolean; weddingRegistryId?: string; className?: string }): JSX.Element {
  const t = useTranslations('product');
  return (
    <button type="button" className={props.className} disabled={props.disabled} data-variant-id={props.variantId} aria-label={t('addToCartLabel', { title: props.productName })}>
      {t('addToCart')}
    </button>
  );
}
