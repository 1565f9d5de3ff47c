import type { ReactNode } from 'react';
import Image from 'next/image';
import { getFormatter } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { RegistryItem } from '@/lib/model/registry';
import { formatPrice, isCurrency } from '@/lib/money';
import styles from './Registry.module.css';

/**
 * One piece of a registry: its image, name and price, a status line ("2 of 4 purchased", "Gifted")
 * and whatever acts on it (the owner's quantity and removal, a guest's "Buy as a gift").
 */
export async function RegistryItemCard({ item, status, children }: { item: RegistryItem; status?: ReactNode; children?: ReactNode }) {
  const format = await getFormatter();
  const href = `/products/${item.slug}`;
  const price = item.price !== null && isCurrency(item.currency) ? formatPrice(format, item.price, item.currency, { whole: true }) : null;
  return (
    <article className={styles.card} data-testid="registry-item">
      <Link href={href} className={styles.media} prefetch={false} tabIndex={-1} aria-hidden="true">
        {item.image && <Image src={item.image.url} alt="" fill sizes="(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 48vw" className={styles.image} />}
      </Link>
      <h3 className={styles.name}>
        <Link href={href} prefetch={false}>
          {item.name}
        </Link>
      </h3>
      {price && <p className={styles.price}>{price}</p>}
      {/* Always there, so the cards' controls line up across a row. */}
      <p className={styles.itemStatus}>{status ?? '\u00a0'}</p>
      {children}
    </article>
  );
}
