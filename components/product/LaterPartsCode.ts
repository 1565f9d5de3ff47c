/**
 * The product page's later parts in one chunk (components/product/LaterParts.tsx): the tabs' four
 * parts render in their panels once hydrated, closed or not, and the islands' parts (the tabs, the
 * requests, "add to list") are asked for when the browser is idle after the load, so all of them were
 * fetched at once anyway; each chunk of its own cost the page's first load its own loader (about 110
 * bytes gzip each).
 */
export { ArViewer } from './ArViewer';
export { CopyLink } from './CopyLink';
export { RecommendedRow } from './RecommendedRow';
export { RecentlyViewed } from './RecentlyViewed';
export { ProductTabs } from './ProductTabs';
export { RequestActions } from './RequestActions';
export { AddToListPart } from './AddToListPart';
