'use client';

import { useSyncExternalStore } from 'react';
import { cardImageAddress } from '@/lib/images/card-image-address';
import { FillImage } from '@/components/ui/FillImage';

const HOVER_QUERY = '(hover: hover)';
// One query list for every card: React reads the snapshot on each render of each card.
let hoverQuery: MediaQueryList | undefined;
const canHoverQuery = () => (hoverQuery ??= window.matchMedia(HOVER_QUERY));
const subscribe = (notify: () => void) => {
  const query = canHoverQuery();
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
};

/**
 * A card's second picture, shown on hover. It enters the page after hydration and only where a
 * pointer can hover: the HTML as served stays light, and phones never fetch it.
 */
export function HoverImage({ src, sizes, className }: { src: string; sizes: string; className: string }) {
  const canHover = useSyncExternalStore(subscribe, () => canHoverQuery().matches, () => false);
  return canHover ? <FillImage src={src} loader={cardImageAddress} alt="" sizes={sizes} className={className} /> : null;
}
