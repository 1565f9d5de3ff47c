import type { ReactNode } from 'react';
import type { Namespace } from '@/lib/i18n/client-messages';
import { ListingMessages } from './Listing';

/**
 * The cards' catalogue messages (card, shipping) on top of the shell's, for client-rendered cards.
 * A provider replaces the messages of the one around it rather than adding to them, so a page that
 * already gave its client components whole namespaces (the account's) names them again in `whole`.
 */
export function CatalogueMessages({ whole, children }: { whole?: readonly Namespace[]; children: ReactNode }) {
  return <ListingMessages whole={whole}>{children}</ListingMessages>;
}
