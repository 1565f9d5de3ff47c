'use client';
import type { Locale } from '@/lib/i18n/locale-list';

import { useState, type JSX } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CartActionResult } from '@/lib/cart/result';
import { trackLazily } from '@/lib/analytics/data-layer';
import { itemCount } from '@/stores/cart-store';
import { useUi } from '@/stores/ui-store';
import { cartStore, loadBagContents, useCart } from './cart-store';
import { clientOnly } from '@/components/ui/client-only';
import { AddToCartView, type AddToCartProps } from './AddToCartView';
import styles from './AddToCartButton.module.css';

/** POST /api/cart/items: the cart comes back without re-rendering the page (a server action setting the guest cookie would). */
async function addToCart(locale: Locale, variantId: string, weddingRegistryId?: string): Promise<CartActionResult> {
  const response = await fetch('/api/cart/items', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ locale, variantId, weddingRegistryId }),
  });
  return (await response.json()) as CartActionResult;
}

// A refusal's sentence and its messages load with the first refusal, not with every card.
const AddToCartRefusal = clientOnly(() => import('./AddToCartRefusal').then((m) => m.AddToCartRefusal));

/** Warms the drawer's code while the pointer is on its way, so the new line shows without a wait. */
const preloadBag = () => void loadBagContents();

/**
 * Adds one unit of a variant (spec §7 add_item, quantity 1): the badge counts it and the drawer
 * opens at once with the line marked as arriving; the server's cart then replaces the guess. A
 * refusal (§8: stock, registry mixing, shipping) is shown right under the button.
 */
export function AddToCartButton(props: AddToCartProps): JSX.Element {
  const { variantId, productName, weddingRegistryId } = props;
  const t = useTranslations('cart');
  const locale = useLocale();
  const open = useUi((s) => s.open);
  const where = `add:${variantId}`;
  const busy = useCart((s) => s.busy === where);
  const error = useCart((s) => (s.error?.where === where ? s.error.error : null));
  const [added, setAdded] = useState(false);

  async function add() {
    setAdded(false);
    preloadBag();
    const state = cartStore.getState();
    open('bag');
    const result = await state.run(where, () => addToCart(locale, variantId, weddingRegistryId), {
      count: itemCount(state, 0) + 1,
      pendingLine: { variantId, productName },
    });
    if (result.ok && result.data) {
      // The line of this variant; a service that answers with another variant id (an option of the product) is matched by name.
      const line = result.data.lines.find((l) => l.variantId === variantId) ?? result.data.lines.find((l) => l.product.name === productName);
      setAdded(true);
      if (line) trackLazily((events) => events.cartChange('add_to_cart', line, 1));
    }
  }

  return (
    <AddToCartView {...props} busy={busy} status={added && !error ? t('added', { product: productName }) : ''} onAdd={add} onWarm={preloadBag}>
      {error && (
        <p className={styles.error} role="alert">
          {/* The refusals' sentences are not in the page's messages (lib/i18n/client-messages.ts): they arrive with the first one. */}
          <AddToCartRefusal error={error} />
        </p>
      )}
    </AddToCartView>
  );
}
