'use client';

import type { CartError } from '@/lib/model/cart';
import { MessagesFor } from '@/components/i18n/MessagesFor';
import { useCartErrorText } from './format';

/**
 * An add-to-bag refusal's sentence (AddToCartButton). Its code and the refusals' messages
 * (lib/i18n/client-messages.ts leaves them out of the page's) arrive with the first refusal.
 */
export function AddToCartRefusal({ error }: { error: CartError }) {
  return (
    <MessagesFor namespaces={['cart']}>
      <RefusalText error={error} />
    </MessagesFor>
  );
}

function RefusalText({ error }: { error: CartError }) {
  return useCartErrorText()(error);
}
