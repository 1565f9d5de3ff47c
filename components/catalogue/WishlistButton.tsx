'use client';

import { useEffect, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { useUi } from '@/stores/ui-store';
import { toggleFavorite } from '@/lib/wishlists/actions';
import { knownSignedIn } from '@/stores/visitor-store';
import { useFavorites } from '@/components/account/lists/favorites-store';
import { WishlistView, type WishlistProps } from './WishlistView';

/**
 * The heart on a product: saves it to the favorites (the default wishlist) and shows whether it is
 * saved. Spec §2 and §6: a guest gets the authentication panel instead, and the product is saved as
 * soon as they have signed in (or signed up).
 */
export function WishlistButton({ productId, title, className }: WishlistProps) {
  const ta = useTranslations('account.lists');
  const openAuthentication = useUi((state) => state.openAuthentication);
  const signedIn = useFavorites((s) => s.signedIn);
  const saved = useFavorites((s) => s.ids?.has(productId) ?? false);
  const load = useFavorites((s) => s.load);
  const setSaved = useFavorites((s) => s.setSaved);
  const setSignedIn = useFavorites((s) => s.setSignedIn);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (signedIn) void load();
  }, [signedIn, load]);

  const saveAfterSignIn = async () => {
    const result = await toggleFavorite(productId, true);
    if (result.ok) setSaved(productId, true);
  };

  return (
    <WishlistView
      productId={productId}
      title={title}
      className={className}
      label={saved ? ta('removeFromFavorites', { title }) : undefined}
      pressed={signedIn ? saved : undefined}
      busy={pending}
      saved={saved}
      onToggle={() => {
        if (!signedIn) {
          // A cached page learns who is signed in just after load: a click before that waits for it.
          void knownSignedIn(false).then((yes) => (yes ? void saveAfterSignIn() : openAuthentication(saveAfterSignIn)));
          return;
        }
        const next = !saved;
        setSaved(productId, next);
        startTransition(async () => {
          const result = await toggleFavorite(productId, next);
          if (result.ok) return;
          setSaved(productId, !next);
          if (result.error.kind === 'signedOut') {
            setSignedIn(false);
            openAuthentication(saveAfterSignIn);
          }
        });
      }}
    />
  );
}
