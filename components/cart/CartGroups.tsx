'use client';

import { useTranslations } from 'next-intl';
import type { CartLine } from '@/lib/model/cart';
import { groupByWarehouse } from '@/lib/cart/shipping';
import { CartLineItem } from './CartLineItem';
import styles from './Cart.module.css';

/** Spec §3: lines grouped by the warehouse they leave from — Milan, or the artisan's own workshop. */
export function CartGroups({ lines, language, compact = false }: { lines: CartLine[]; language: string; compact?: boolean }) {
  const t = useTranslations('cart');
  return (
    <div className={styles.groups}>
      {groupByWarehouse(lines).map((group, groupIndex) => (
        <section key={group.stockLocation} className={styles.group} aria-label={group.kind === 'warehouse' ? t('fromWarehouse') : t('fromWorkshop', { artisan: group.artisanName ?? '' })}>
          <h3 className={styles.groupTitle}>{group.kind === 'warehouse' ? t('fromWarehouse') : t('fromWorkshop', { artisan: group.artisanName ?? '' })}</h3>
          <ul className={styles.lines}>
            {group.lines.map((line, index) => (
              // On the cart page the first piece's image is the largest paint: fetch it first.
              <CartLineItem key={line.id} line={line} language={language} compact={compact} priority={!compact && groupIndex === 0 && index === 0} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
