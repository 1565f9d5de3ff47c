/**
 * Product impressions, product clicks and text searches from the page's markup, for every list on
 * every page with one IntersectionObserver and one MutationObserver (no code in the cards, which are
 * server-rendered): a card is an element with `data-item` (its item id, lib/analytics/item-id.ts) and `data-price`/`data-brand`; its
 * list is the nearest `data-item-list` ancestor, its position its 1-based place among that list's
 * cards. A search result list carries `data-search-query` and `data-search-results`.
 */
import { track } from './data-layer';
import { LINK_CLICK_TIMEOUT_MS, productClick, productImpressions, textSearch, type CardItem } from './events';
import { gtmRunning } from './gtm';

const CARD = '[data-item]';
const SEARCH = '[data-search-query]';
const FLUSH_MS = 400;
/** Results follow the typing: a search counts once its query has stood still this long. */
const SEARCH_SETTLE_MS = 1000;

export interface TrackingOptions {
  currency: string;
  /** Client-side navigation (the router's push), used when a click waited for the tag manager. */
  navigate: (href: string) => void;
}

function cardItem(card: HTMLElement, currency: string): CardItem {
  const listElement = card.parentElement?.closest<HTMLElement>('[data-item-list]') ?? null;
  const list = listElement?.dataset.itemList ?? 'other';
  const siblings = listElement ? Array.from(listElement.querySelectorAll<HTMLElement>(CARD)) : [card];
  const price = Number.parseFloat(card.dataset.price ?? '');
  return {
    id: card.dataset.item ?? '',
    name: card.querySelector('h2, h3, h4')?.textContent?.trim() ?? '',
    brand: card.dataset.brand ?? '',
    price: Number.isFinite(price) ? price : null,
    currency,
    position: siblings.indexOf(card) + 1,
    list,
  };
}

export function startProductTracking({ currency, navigate }: TrackingOptions): () => void {
  const seen = new WeakSet<Element>();
  let queue: CardItem[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastSearch = '';
  let searchTimer: ReturnType<typeof setTimeout> | null = null;
  let pendingSearch: { query: string; count: number } | null = null;

  const flush = () => {
    timer = null;
    const byList = new Map<string, CardItem[]>();
    for (const item of queue) byList.set(item.list, [...(byList.get(item.list) ?? []), item]);
    queue = [];
    for (const [list, items] of byList) track(productImpressions(list, items.sort((a, b) => a.position - b.position)));
  };

  const intersection = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || seen.has(entry.target)) continue;
        seen.add(entry.target);
        intersection.unobserve(entry.target);
        queue.push(cardItem(entry.target as HTMLElement, currency));
      }
      if (queue.length && !timer) timer = setTimeout(flush, FLUSH_MS);
    },
    { threshold: 0.5 },
  );

  const scan = (root: ParentNode) => {
    for (const card of root.querySelectorAll<HTMLElement>(CARD)) if (!seen.has(card)) intersection.observe(card);
    const search = root.querySelector<HTMLElement>(SEARCH) ?? (root instanceof HTMLElement && root.matches(SEARCH) ? root : null);
    if (search) {
      const query = search.dataset.searchQuery ?? '';
      if (query && query !== lastSearch) {
        // The latest query and count seen; pushed once no newer one arrives for a moment.
        pendingSearch = { query, count: Number(search.dataset.searchResults ?? 0) };
        if (searchTimer) clearTimeout(searchTimer);
        searchTimer = setTimeout(() => {
          searchTimer = null;
          if (!pendingSearch || pendingSearch.query === lastSearch) return;
          lastSearch = pendingSearch.query;
          track(textSearch(pendingSearch.query, pendingSearch.count));
          pendingSearch = null;
        }, SEARCH_SETTLE_MS);
      }
    }
  };

  const mutations = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') scan(record.target as HTMLElement);
      else for (const node of record.addedNodes) if (node instanceof HTMLElement) scan(node.parentElement ?? node);
    }
  });
  mutations.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-search-query', 'data-search-results'] });
  scan(document);

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    const card = link?.closest<HTMLElement>(CARD);
    if (!link || !card || link.target === '_blank') return;
    const item = cardItem(card, currency);
    if (!gtmRunning()) {
      // Nobody will call back: the push is enough and the link navigates as usual.
      track(productClick(item));
      return;
    }
    // Spec §9: navigate once the tag manager is done with the click, or after 1 second at most.
    event.preventDefault();
    const href = link.getAttribute('href') ?? '/';
    let gone = false;
    const go = () => {
      if (gone) return;
      gone = true;
      navigate(href);
    };
    track(productClick(item, go));
    setTimeout(go, LINK_CLICK_TIMEOUT_MS);
  };
  document.addEventListener('click', onClick, true);

  return () => {
    intersection.disconnect();
    mutations.disconnect();
    document.removeEventListener('click', onClick, true);
    if (timer) clearTimeout(timer);
    if (searchTimer) clearTimeout(searchTimer);
  };
}
