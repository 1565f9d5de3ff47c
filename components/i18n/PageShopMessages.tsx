import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { pickPageMessages, type MessageSelection } from '@/lib/i18n/client-messages';
import { AddedMessages } from '@/lib/i18n/shop-messages';

/**
 * PageMessages (./PageMessages.tsx) for a page whose first paint reads only the shop's own hooks
 * (lib/i18n/shop-messages.tsx), the product page's and the search listing's: the selection is added to the page's messages without
 * next-intl's provider, so next-intl's client runtime stays out of its first load; the parts that
 * come later read the same messages through their IntlScope.
 */
export async function PageShopMessages({ selection, children }: { selection: MessageSelection; children: ReactNode }) {
  return <AddedMessages messages={pickPageMessages(await getMessages(), selection)}>{children}</AddedMessages>;
}
