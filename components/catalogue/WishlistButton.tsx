'use client';

import { useTranslations } from 'next-intl';
import { useUi } from '@/stores/ui-store';

/**
 * The heart on a product. Spec §2: a visitor who is not signed in gets the login dialog instead of
 * a page. Saving for signed-in shoppers arrives with accounts (favorites), as the
 * after-authentication action of this same button.
 */
export function WishlistButton({ productId, title, className }: { productId: string; title: string; className?: string }) {
  const t = useTranslations('catalogue.card');
  const openAuthentication = useUi((state) => state.openAuthentication);
  return (
    <button
      type="button"
      className={className}
      aria-label={t('addToFavorites', { title })}
      data-product-id={productId}
      onClick={() => openAuthentication()}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </svg>
    </button>
  );
}
