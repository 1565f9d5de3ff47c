import Image from 'next/image';
import { Link } from '@/lib/i18n/navigation';
import type { EditorialProduct } from '@/lib/content/products';
import { formatMoney } from '@/lib/money';
import styles from './ProductCard.module.css';
import gridStyles from './Grid.module.css';

/** Phones show two cards a row, tablets three, desktops four (ui-direction: grids of 2, 3 and 4). */
export const PRODUCT_CARD_SIZES = '(min-width: 1025px) 25vw, (min-width: 768px) 33vw, 50vw';

/** An editorial product card: the picture leads, then maker, name and price (the catalogue's card replaces it later). */
export function ProductCard({ product, tag, headingLevel = 3 }: { product: EditorialProduct; tag: string; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const discounted = product.fullPrice !== null && product.price !== null && product.fullPrice > product.price;
  return (
    <article className={styles.card}>
      <Link href={product.url} className={styles.link}>
        <div className={styles.frame}>
          {product.image ? <Image src={product.image} alt="" fill sizes={PRODUCT_CARD_SIZES} className={styles.image} /> : null}
        </div>
        {product.artisan ? <p className={styles.artisan}>{product.artisan}</p> : null}
        <Heading className={styles.title}>{product.title}</Heading>
      </Link>
      {product.price !== null ? (
        <p className={styles.price}>
          {discounted ? <s className={styles.fullPrice}>{formatMoney(product.fullPrice!, product.currency, tag)}</s> : null}{' '}
          {formatMoney(product.price, product.currency, tag)}
        </p>
      ) : null}
    </article>
  );
}

export function ProductGrid({ products, tag }: { products: EditorialProduct[]; tag: string }) {
  return (
    <ul className={gridStyles.grid}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} tag={tag} />
        </li>
      ))}
    </ul>
  );
}
