'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import { ProductCardPlaceholder } from '@/components/catalogue/ProductCardPlaceholder';
import type { CardProps } from './TradePricedCards';

// The card's code comes with the later cards themselves, not with the page.
const loadCardItems = () => import('./CardItems');
const CardItems = lazy(() => loadCardItems().then((m) => ({ default: m.CardItems })));

/** How far below the fold a carousel starts fetching its later cards. */
const AHEAD = '400px';

/**
 * A carousel's cards past its first view (ADR 0012: nothing hidden is shipped before it is shown).
 * They hold their room as placeholders and are read (/api/products/lookup, the same lite products as
 * the page's, cached) when the carousel comes near the viewport; if the read fails they leave the row.
 */
export function DeferredCards({ ids, isTrade, ...card }: CardProps & { ids: string[]; isTrade: boolean }) {
  const locale = useLocale();
  const first = useRef<HTMLLIElement>(null);
  const [products, setProducts] = useState<LiteProduct[] | 'failed' | null>(null);
  const key = ids.join(',');

  useEffect(() => {
    const region = first.current?.closest('[role="region"]') ?? first.current;
    if (!region) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const read = fetch(`/api/products/lookup?${new URLSearchParams({ ids: key, locale })}`).then((response) =>
          response.ok ? (response.json() as Promise<{ products: LiteProduct[] }>) : Promise.reject(new Error(String(response.status))),
        );
        Promise.all([read, loadCardItems()])
          .then(([{ products: found }]) => !cancelled && setProducts(key.split(',').flatMap((id) => found.find((p) => p.id === id) ?? [])))
          .catch(() => !cancelled && setProducts('failed'));
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(region);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [key, locale]);

  const placeholders = ids.map((id, index) => (
    <li key={id} ref={index === 0 ? first : undefined}>
      <ProductCardPlaceholder />
    </li>
  ));
  if (products === 'failed') return null;
  if (products === null) return placeholders;
  return (
    <Suspense fallback={placeholders}>
      <CardItems products={products} isTrade={isTrade} {...card} />
    </Suspense>
  );
}
