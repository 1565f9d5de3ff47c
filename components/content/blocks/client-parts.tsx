'use client';
/**
 * The client code of the content blocks, loaded where a block renders it. Imported directly, every
 * page that can show content blocks (the home, products, company pages) would ship the cards, the
 * hotspots and the carousel in its first load, whether its blocks use them or not. They still render
 * on the server; the browser fetches their code when a part is on the page: the card parts as one
 * chunk (client-parts-code.ts; imported one by one, each chunk carried its own copy of the card),
 * the carousel, which rows of pictures use without cards, on its own.
 */
import dynamic from 'next/dynamic';

const cards = () => import('./client-parts-code');

export const ProductCard = dynamic(() => cards().then((m) => m.ProductCard));
export const TradePricedCards = dynamic(() => cards().then((m) => m.TradePricedCards));
export const DeferredCards = dynamic(() => cards().then((m) => m.DeferredCards));
export const Hotspots = dynamic(() => cards().then((m) => m.Hotspots));
export const Carousel = dynamic(() => import('../Carousel').then((m) => m.Carousel));
