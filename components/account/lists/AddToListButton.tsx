'use client';

import { useUi } from '@/stores/ui-store';
import { useFavorites } from './favorites-store';
import { knownSignedIn } from '@/stores/visitor-store';
import { useShopTranslations } from '@/lib/i18n/shop-messages';
import { AddToListView, type AddToListProps } from './AddToListView';

/**
 * "Add to list" for the product page: opens the list panel; a guest signs in first and the list
 * panel opens right after (spec §6: guests must sign in to save).
 */
export function AddToListButton({ productId, variantId, title, className }: AddToListProps) {
  const signedIn = useFavorites((s) => s.signedIn);
  const openLists = useUi((s) => s.openLists);
  const openAuthentication = useUi((s) => s.openAuthentication);
  const t = useShopTranslations('account.lists');
  const target = { productId, variantId, title };
  return (
    <AddToListView
      title={title}
      label={t('addToList')}
      className={className}
      onOpen={() => {
        if (signedIn) return openLists(target);
        // A cached page learns who is signed in just after load: a click before that waits for it.
        void knownSignedIn(false).then((yes) => (yes ? openLists(target) : openAuthentication(() => openLists(target))));
      }}
    />
  );
}
