'use client';

import { useTranslations } from 'next-intl';
import { useUi } from '@/stores/ui-store';
import { useFavorites } from './favorites-store';
import { knownSignedIn } from '@/stores/visitor-store';
import styles from './AddToListButton.module.css';

/**
 * "Add to list" for the product page: opens the list panel; a guest signs in first and the list
 * panel opens right after (spec §6: guests must sign in to save).
 */
export function AddToListButton({ productId, variantId, title, className }: { productId: string; variantId?: string; title: string; className?: string }) {
  const t = useTranslations('account.lists');
  const signedIn = useFavorites((s) => s.signedIn);
  const openLists = useUi((s) => s.openLists);
  const openAuthentication = useUi((s) => s.openAuthentication);
  const target = { productId, variantId, title };
  return (
    <button
      type="button"
      className={className ?? styles.trigger}
      aria-haspopup="dialog"
      onClick={() => {
        if (signedIn) return openLists(target);
        // A cached page learns who is signed in just after load: a click before that waits for it.
        void knownSignedIn(false).then((yes) => (yes ? openLists(target) : openAuthentication(() => openLists(target))));
      }}
    >
      {t('addToList')}
      <span className="visually-hidden">: {title}</span>
    </button>
  );
}
