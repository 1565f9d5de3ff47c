'use client';
import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * next/link that prefetches when the shopper shows intent (pointer over it, a touch, keyboard focus)
 * instead of whenever it scrolls into view. A page of the shop shows dozens of links (menus, cards,
 * footer); prefetching each one on load fetched and parsed their pages while a phone was still
 * busy starting this one. Next's own pattern (guides/prefetching, "Hover-triggered prefetch").
 */
export function IntentLink({ onPointerEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
