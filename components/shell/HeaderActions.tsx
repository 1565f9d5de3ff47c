'use client';

import { useShopTranslations } from '@/lib/i18n/shop-messages';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { trackLazily } from '@/lib/analytics/data-layer';
import { useUi } from '@/stores/ui-store';
import { itemCount } from '@/stores/cart-store';
import { cartStore, useCart } from '@/components/cart/cart-store';
import { useVisitor } from '@/stores/visitor-store';
import { BagIcon, SearchIcon } from './icons';
import styles from './HeaderActions.module.css';

const CART_PATH = '/checkout/cart';
const THANK_YOU_PATH = '/checkout/thank-you';

/** The search button opens /search and hides itself on search paths (spec §2). */
export function SearchLink({ className }: { className?: string }) {
  const t = useShopTranslations('shell');
  const pathname = usePathname();
  if (pathname.startsWith('/search')) return null;
  return (
    <Link href="/search" className={`${styles.icon} ${className ?? ''}`} aria-label={t('search')}>
      <SearchIcon />
    </Link>
  );
}

/**
 * The bag: opens the cart drawer and logs a cart-viewed event, except on the cart and thank-you
 * pages where it links to the cart; the badge is hidden at 0 and on the thank-you page (spec §2).
 */
export function BagButton() {
  const t = useShopTranslations('shell');
  const pathname = usePathname();
  const open = useUi((s) => s.open);
  // The visitor's count (read after load) holds until this page's first cart answer, then the bag's own (optimistic) count.
  const visitorCount = useVisitor((s) => s.visitor.bagCount);
  const count = useCart((s) => itemCount(s, visitorCount));
  const showBadge = count > 0 && pathname !== THANK_YOU_PATH;
  const label = showBadge ? t('bagWithCount', { count }) : t('bag');
  const badge = showBadge && (
    <span className={styles.badge} aria-hidden="true">
      {count}
    </span>
  );

  if (pathname === CART_PATH || pathname === THANK_YOU_PATH) {
    return (
      <Link href={CART_PATH} className={styles.icon} aria-label={label}>
        <BagIcon />
        {badge}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={styles.icon}
      aria-label={label}
      aria-haspopup="dialog"
      onClick={() => {
        // The contents as cached in this page (none before the bag's first open or action).
        trackLazily((events) => events.cartViewed(cartStore.getState().contents?.()));
        open('bag');
      }}
    >
      <BagIcon />
      {badge}
    </button>
  );
}
