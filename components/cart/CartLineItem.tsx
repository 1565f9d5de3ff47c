'use client';

import { usePrice } from '@/components/ui/Price';
import { useOptimistic, useTransition } from 'react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { removeLine, setLineQuantity } from '@/lib/cart/actions';
import { cartOf } from '@/lib/cart/result';
import { trackLazily } from '@/lib/analytics/data-layer';
import type { CartLine } from '@/lib/model/cart';
import { lineAmountAt } from '@/lib/model/cart-money';
import { Link } from '@/lib/i18n/navigation';
import { productImageName } from '@/lib/model/product';
import { useUi } from '@/stores/ui-store';
import { cartStore, useCart } from './cart-store';
import { ShippingLabel } from '@/components/catalogue/ShippingLabel';
import { useCartErrorText } from './format';
import styles from './Cart.module.css';
import { SpokenText } from '@/components/ui/SpokenText';

const MAX_QUANTITY = 99;

/**
 * One line (spec §3): image, name, artisan, price and compare-at, a quantity stepper, its shipping
 * time and stock state. The stepper is optimistic: the number and the line total change at once,
 * and when the server's cart arrives (or its refusal, with the cart as it stands) that replaces
 * them, the §8 message staying on the line. Removing asks first: the line is marked pending removal in the UI store
 * and a confirmation replaces the stepper.
 */
export function CartLineItem({ line, language, compact = false, priority = false }: { line: CartLine; language: string; compact?: boolean; priority?: boolean }) {
  const t = useTranslations('cart');
  const money = usePrice();
  const errorText = useCartErrorText();
  const pendingRemoval = useUi((s) => s.linePendingRemoval === line.id);
  const markForRemoval = useUi((s) => s.markLineForRemoval);
  const cancelRemoval = useUi((s) => s.cancelLineRemoval);
  const close = useUi((s) => s.close);
  const where = `line:${line.id}`;
  const busy = useCart((s) => s.busy === where);
  const error = useCart((s) => (s.error?.where === where ? s.error.error : null));
  const { product } = line;
  const slug = product.localizedSlugs[language] ?? product.slug;
  const onSale = product.compareAtPrice !== null && Number(product.compareAtPrice) > Number(product.price);

  // Holds the asked-for quantity while the transition runs; afterwards `line` (the server's) shows again.
  const [quantity, setOptimisticQuantity] = useOptimistic(line.quantity);
  const [, startTransition] = useTransition();
  const changeQuantity = (next: number) =>
    startTransition(async () => {
      setOptimisticQuantity(next);
      const result = await cartStore.getState().run(where, () => setLineQuantity(line.id, next));
      // What the service made of it (a refusal answers the cart as it stands: no change, no event).
      const cart = cartOf(result);
      if (cart) {
        const after = cart.lines.find((l) => l.id === line.id) ?? null;
        trackLazily((events) => events.quantityChange(line, after));
      }
    });
  const confirmRemoval = async () => {
    const result = await cartStore.getState().run(where, () => removeLine(line.id));
    cancelRemoval();
    if (result.ok) {
      trackLazily((events) => events.cartChange('remove_from_cart', line, line.quantity));
    }
  };

  return (
    <li className={`${styles.line} ${compact ? styles.lineCompact : ''}`} aria-busy={busy || undefined}>
      <div className={styles.lineMedia}>
        {product.image && <Image src={product.image} alt={productImageName(product.name)} fill sizes={compact ? '96px' : '(min-width: 768px) 160px, 96px'} priority={priority} className={styles.lineImage} />}
      </div>
      <div className={styles.lineBody}>
        <div className={styles.lineHead}>
          <div>
            <h3 className={styles.lineName}>
              <Link href={`/products/${slug}`} prefetch={false} onClick={() => close('bag')}>
                {product.name}
              </Link>
            </h3>
            {product.artisanName && <p className={styles.lineArtisan}>{t('byArtisan', { artisan: product.artisanName })}</p>}
          </div>
          <p className={styles.linePrice}>
            {onSale && (
              <s className={styles.compareAt}>
                <SpokenText spoken={t('compareAt', { price: money(product.compareAtPrice!, product.currency) })}>{money(product.compareAtPrice!, product.currency)}</SpokenText>
              </s>
            )}
            <span>{money(product.price, product.currency)}</span>
          </p>
        </div>
        <p className={styles.lineMeta}>
          <ShippingLabel namespace="cart.shipping" weeks={product.shippingTime} message={product.shippingMessage} />
          <span aria-hidden="true"> · </span>
          <span className={product.inStock ? undefined : styles.backorder}>
            {product.inStock ? t('inStock') : product.backorderable ? t('backorderable') : t('outOfStockLine')}
          </span>
        </p>
        {pendingRemoval ? (
          <div className={styles.confirm} role="group" aria-label={t('confirmRemovalLabel', { product: product.name })}>
            <p>{t('confirmRemoval')}</p>
            <div className={styles.confirmActions}>
              <button type="button" className={styles.textButtonStrong} onClick={confirmRemoval} disabled={busy}>
                {t('remove')}
              </button>
              <button type="button" className={styles.textButton} onClick={cancelRemoval}>
                {t('keep')}
              </button>
            </div>
          </div>
        ) : (
          <div className={styles.lineActions}>
            <div className={styles.stepper} role="group" aria-label={t('quantityOf', { product: product.name })}>
              <button
                type="button"
                className={styles.stepperButton}
                aria-label={t('decrease', { product: product.name })}
                disabled={busy || quantity <= 1}
                onClick={() => changeQuantity(quantity - 1)}
              >
                −
              </button>
              <output className={styles.stepperValue} aria-live="polite" aria-label={t('quantity')}>
                {quantity}
              </output>
              <button
                type="button"
                className={styles.stepperButton}
                aria-label={t('increase', { product: product.name })}
                disabled={busy || quantity >= MAX_QUANTITY}
                onClick={() => changeQuantity(quantity + 1)}
              >
                +
              </button>
            </div>
            <button type="button" className={styles.textButton} onClick={() => markForRemoval(line.id)} aria-label={t('removeProduct', { product: product.name })}>
              {t('remove')}
            </button>
            <p className={styles.lineTotal}>{money(lineAmountAt(line, quantity), product.currency)}</p>
          </div>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {errorText(error)}
          </p>
        )}
      </div>
    </li>
  );
}
