import type { ReactNode } from 'react';
import { PageMessages } from '@/components/i18n/PageMessages';
import type { Namespace } from '@/lib/i18n/client-messages';

/**
 * The cards' catalogue messages (card, shipping) and the namespaces `whole` names, added to the page's,
 * with next-intl's provider (PageMessages): for a page whose client components read next-intl's hooks
 * beside the cards (an account's list: its quantity and share controls).
 */
export function CatalogueMessages({ whole = [], children }: { whole?: readonly Namespace[]; children: ReactNode }) {
  return <PageMessages selection={{ whole, keys: { catalogue: ['card', 'shipping'] } }}>{children}</PageMessages>;
}
