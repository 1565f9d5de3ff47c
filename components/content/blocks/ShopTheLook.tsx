import { getFormatter, getTranslations } from 'next-intl/server';
import type { Block } from '@/lib/content/blocks';
import { formatPrice } from '@/lib/money';
import { cardPurchaseState } from '@/lib/product/states';
import { serviceConfig } from '@/lib/config';
import { cardImageKey } from '@/lib/images/card-image-address';
import { Picture } from '../Picture';
import type { BlockContext } from './context';
import type { HotspotProduct } from './HotspotsView';
import { HotspotsLater } from './HotspotsLater';
import { ProductCards } from './ProductList';
import styles from './blocks.module.css';
import gridStyles from '../Grid.module.css';

/** A scene with dots on the pieces in it; a dot opens the piece's card (with Add to bag when it can be bought online), and the pieces are listed below. */
export async function ShopTheLook({ block, ctx }: { block: Extract<Block, { type: 'shopTheLook' }>; ctx: BlockContext }) {
  const [t, format] = await Promise.all([getTranslations('editorial'), getFormatter()]);
  const found = (block.hotspots ?? []).flatMap((spot) => {
    const product = ctx.products.get(spot.productId);
    return product ? [{ spot, product }] : [];
  });
  const buyer = { country: ctx.country, isTrade: ctx.isTrade };
  const spots: HotspotProduct[] = found.map(({ spot, product }) => ({
    key: spot.key,
    x: Math.min(100, Math.max(0, spot.x)),
    y: Math.min(100, Math.max(0, spot.y)),
    title: product.title,
    artisan: product.artisan.name || null,
    url: product.permalink,
    // A commerce picture as its path: the short `/img/` addresses (lib/images/card-image-address.ts), not the optimiser's whole URL.
    image: product.images[0] ? cardImageKey(product.images[0], serviceConfig.spree.url) : null,
    price: product.price !== null ? formatPrice(format, product.price, ctx.currency) : null,
    // The product cards' own rule, on the search record that already carries the variant (lib/product/states.ts).
    variantId: cardPurchaseState(product, buyer).kind === 'buy' ? product.variantId : null,
  }));
  // Two dots may mark the same piece (say, a pair of chairs); it is listed once below.
  const products = [...new Map(found.map(({ product }) => [product.id, product])).values()];
  return (
    <section className={styles.wide} data-block="shopTheLook">
      {block.title ? <h2 className={`${styles.heading} ${styles.rowTitle}`}>{block.title}</h2> : null}
      <div className={styles.look}>
        <Picture image={block.image} ratio="3 / 2" sizes="(min-width: 1600px) 1600px, 100vw" />
        <HotspotsLater spots={spots} labels={{ open: t('hotspot'), close: t('close'), view: t('viewPiece') }} />
      </div>
      {products.length > 0 ? (
        <div className={styles.lookProducts}>
          <h3 className={styles.eyebrow}>{t('inThisLook')}</h3>
          <ul className={gridStyles.grid} data-item-list="editorial:shopTheLook">
            <ProductCards products={products} ctx={ctx} headingLevel={4} />
          </ul>
        </div>
      ) : null}
    </section>
  );
}
