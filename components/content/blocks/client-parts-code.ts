'use client';
/** The card parts client-parts.tsx loads, in one module so the browser fetches them as one chunk. */
export { ProductCard } from '@/components/catalogue/ProductCard';
export { TradePricedCards } from './TradePricedCards';
export { DeferredCards } from './DeferredCards';
export { Hotspots } from './Hotspots';
