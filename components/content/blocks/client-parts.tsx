'use client';
/**
 * The client code of the content blocks, each loaded where a block renders it. Imported directly,
 * every page that can show content blocks (the home, products, company pages) would ship the cards,
 * the hotspots and the carousel in its first load, whether its blocks use them or not. Rendered on
 * the server as before; the browser fetches a part's code when the part is on the page.
 */
import dynamic from 'next/dynamic';

export const ProductCard = dynamic(() => import('@/components/catalogue/ProductCard').then((m) => m.ProductCard));
export const TradePricedCards = dynamic(() => import('./TradePricedCards').then((m) => m.TradePricedCards));
export const DeferredCards = dynamic(() => import('./DeferredCards').then((m) => m.DeferredCards));
export const Hotspots = dynamic(() => import('./Hotspots').then((m) => m.Hotspots));
export const Carousel = dynamic(() => import('../Carousel').then((m) => m.Carousel));
