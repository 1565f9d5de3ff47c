'use client';

import { usePrice } from '@/components/ui/Price';
import { useLocale, useTranslations } from 'next-intl';
import { parseLocale, pathInLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { useUi } from '@/stores/ui-store';
import { useCart } from './cart-store';
import { useCartContents } from './cart-contents';
import { CartGroups } from './CartGroups';
import { EmptyBag } from './EmptyBag';
import { useCartErrorText } from './format';
import styles from './Cart.module.css';
import drawer from './BagDrawer.module.css';

// The bag's cache loads with its contents (components/cart/cart-store.ts).
export { cartCache } from '@/lib/query/cart';

/**
 * What the bag drawer shows, loaded only when the drawer first opens: the lines by warehouse, the
 * subtotal and the way to the cart page and checkout.
 */
export default function BagContents() {
  const t = useTranslations('cart');
  const locale = useLocale();
  const { language } = parseLocale(locale);
  const money = usePrice();
  const errorText = useCartErrorText();
  const close = useUi((s) => s.close);
  const pendingLine = useCart((s) => s.pendingLine);
  const addError = useCart((s) => (s.error?.where.startsWith('add:') ? s.error.error : null));
  // The first open of the page reads the cart, unless an action's answer is on its way; later opens
  // show the copy the actions keep current.
  const busy = useCart((s) => s.busy !== null);
  const { data: cart } = useCartContents(!busy);
  const loaded = cart !== undefined;

  const lines = cart?.lines ?? [];
  const showPending = pendingLine && !lines.some((l) => l.variantId === pendingLine.variantId);

  if (!loaded && !pendingLine) {
    return <p className={drawer.loading} role="status">{t('loading')}</p>;
  }

  return (
    <div className={styles.bag}>
      {addError && (
        <p className={styles.errorBox} role="alert">
          {errorText(addError)}
        </p>
      )}
      {showPending && (
        <p className={styles.pendingLine} role="status">
          {t('addingProduct', { product: pendingLine.productName })}
        </p>
      )}
      {lines.length === 0 && !showPending ? (
        <EmptyBag onNavigate={() => close('bag')} />
      ) : (
        <>
          <CartGroups lines={lines} language={language} compact />
          {cart && (
            <div className={styles.bagFooter}>
              <p className={styles.bagSubtotal}>
                <span>{t('summary.subtotal')}</span>
                <span>{money(cart.itemTotal, cart.currency)}</span>
              </p>
              <p className={styles.hint}>{t('bagNote')}</p>
              {/* A full load: the login step renders without the shell, which a client navigation would keep. */}
              <a href={pathInLocale('/checkout/login', locale)} className={styles.primaryButton}>
                {t('checkout')}
              </a>
              <Link href="/checkout/cart" className={styles.secondaryLink} onClick={() => close('bag')}>
                {t('viewCart')}
              </Link>
            </div>
          )}
        </>
      )}
    </div>
  );
}
