'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { track } from '@/lib/analytics/data-layer';
import { useUi } from '@/stores/ui-store';
import { Dialog } from '@/components/ui/Dialog';
import { BagIcon, SearchIcon } from './icons';
import styles from './HeaderActions.module.css';

const CART_PATH = '/checkout/cart';
const THANK_YOU_PATH = '/checkout/thank-you';

/** The search button opens /search and hides itself on search paths (spec §2). */
export function SearchLink({ className }: { className?: string }) {
  const t = useTranslations('shell');
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
export function BagButton({ count }: { count: number }) {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const open = useUi((s) => s.open);
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
        track({ event: 'cart_viewed' });
        open('bag');
      }}
    >
      <BagIcon />
      {badge}
    </button>
  );
}

/** The cart drawer. Its lines and summary arrive with the cart; until then it shows the empty bag. */
export function BagDrawer({ count }: { count: number }) {
  const t = useTranslations('shell');
  const isOpen = useUi((s) => s.openPanel === 'bag');
  const close = useUi((s) => s.close);
  return (
    <Dialog open={isOpen} onClose={() => close('bag')} title={t('bagTitle')} closeLabel={t('close')} placement="end">
      {count === 0 && (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('bagEmpty')}</p>
          <p className={styles.emptyBody}>{t('bagEmptyBody')}</p>
          <Link href="/" className={styles.emptyCta} onClick={() => close('bag')}>
            {t('continueShopping')}
          </Link>
        </div>
      )}
    </Dialog>
  );
}
