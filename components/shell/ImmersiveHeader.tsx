'use client';

import { useEffect } from 'react';

/** Set on <html> while the page is scrolled away from its top. */
export const SCROLLED_ATTRIBUTE = 'data-header-scrolled';

/**
 * The immersive-header option (spec §2): a page (home, editorial) that renders this gets a transparent
 * header with white text over its opening picture, until the header is hovered or focused or the page
 * scrolls. The marker is server-rendered and the styles key on it with `:has()`, so the header is
 * immersive from the first paint; it lies over the page instead of above it, with no shift later.
 * The page must open with a picture or a dark surface under the header, as white text needs.
 */
export function ImmersiveHeader() {
  useEffect(() => {
    const root = document.documentElement;
    const update = () => root.toggleAttribute(SCROLLED_ATTRIBUTE, window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      root.removeAttribute(SCROLLED_ATTRIBUTE);
    };
  }, []);
  return <span data-immersive-header="" hidden />;
}
