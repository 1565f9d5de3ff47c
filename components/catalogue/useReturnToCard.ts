'use client';

import { useCallback, useEffect, type MouseEvent, type RefObject } from 'react';
import type { ListingView } from '@/lib/catalogue/listing-spec';
import { pidOf, searchWithoutPid, searchWithPid } from '@/lib/catalogue/return-to-card';

const cardOf = (root: HTMLElement, id: string) => root.querySelector<HTMLElement>(`article[data-pid="${CSS.escape(id)}"]`);

/** Waits for React to commit the expanded listing (a few frames at most). */
async function findCard(root: HTMLElement, id: string, frames = 30): Promise<HTMLElement | null> {
  for (let i = 0; i < frames; i++) {
    const card = cardOf(root, id);
    if (card) return card;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return null;
}

/**
 * `?pid=` on a listing: the product's card is scrolled into view and its link focused (showing the
 * rest of the page's pieces when it is past the first ones), then `pid` leaves the URL. Leaving the
 * listing through a card writes `pid` into the listing's history entry, so "back" comes to the card.
 * Returns the click handler for the listing's container.
 */
export function useReturnToCard(root: RefObject<HTMLElement | null>, expand: (view: ListingView) => Promise<void>) {
  useEffect(() => {
    const id = pidOf(window.location.search);
    const element = root.current;
    if (!id || !element) return;
    let cancelled = false;
    void (async () => {
      let card = cardOf(element, id);
      if (!card) {
        await expand({ allHits: true });
        card = cancelled ? null : await findCard(element, id);
      }
      if (cancelled) return;
      const url = `${window.location.pathname}${searchWithoutPid(window.location.search)}${window.location.hash}`;
      window.history.replaceState(window.history.state, '', url);
      if (!card) return;
      card.scrollIntoView({ block: 'center' });
      card.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
    })();
    return () => {
      cancelled = true;
    };
    // Only when mounted (a return to the listing mounts it again).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return useCallback((event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as HTMLElement).closest('a[href]');
    const card = link?.closest<HTMLElement>('article[data-pid]');
    if (!card?.dataset.pid) return;
    const url = `${window.location.pathname}${searchWithPid(window.location.search, card.dataset.pid)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, []);
}
