/**
 * The product tabs' later parts in one chunk (components/product/LaterParts.tsx): each renders in its
 * tab panel once hydrated, closed or not, so all four were fetched at once anyway, and each chunk of
 * its own cost the page's first load its own loader (about 110 bytes gzip each).
 */
export { ArViewer } from './ArViewer';
export { CopyLink } from './CopyLink';
export { RecommendedRow } from './RecommendedRow';
export { RecentlyViewed } from './RecentlyViewed';
