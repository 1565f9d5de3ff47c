import type { ReactNode } from 'react';
import { ListingMessages } from './Listing';

/** The cards' catalogue messages (card, shipping) on top of the shell's, for client-rendered cards. */
export function CatalogueMessages({ children }: { children: ReactNode }) {
  return <ListingMessages>{children}</ListingMessages>;
}
