'use client';

import { preload } from 'react-dom';
import { useShopTranslations } from '@/lib/i18n/shop-messages';
import { Link } from '@/lib/i18n/navigation';
import type { Currency } from '@/lib/money/currency';
import { analyticsItemId } from '@/lib/analytics/item-id';
import { AddToCartLater } from '@/components/cart/AddToCartLater';
import { HoverImage } from './HoverImage';
import { TradePriceLine } from './TradePrices';
import { WishlistLater } from './WishlistLater';
import styles from './ProductCard.module.css';
import { SpokenText } from '@/components/ui/SpokenText';
import { cardImageAddress } from '@/lib/images/card-image-address';
import { fillImageAttributes } from '@/lib/images/fill-image';
import type { CardProduct } from './card-product';
import { useHydrated } from '@/components/ui/use-hydrated';

interface ProductCardViewProps {
  product: CardProduct;
  currency: Currency;
  /** Whether the card offers "Add to bag" (ProductCard decides it where the card is rendered). */
  canBuy: boolean;
  showTradePrice?: boolean;
  priority?: boolean;
  /**
   * The picture enters after hydration rather than with the HTML: for a listing's cards below its
   * first screen, whose lazy pictures the first paint does not show (ProductCardGrid). The picture's
   * box is the card's, so nothing moves when it arrives.
   */
  pictureAfterHydration?: boolean;
  sizes?: string;
  headingLevel?: 2 | 3 | 4;
}

const CARD_SIZES = '(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 48vw';

/**
 * The card as the browser hydrates it (components/catalogue/ProductCard.tsx is what pages render). A
 * client component, so a page's flight data carries each card once, as the few fields below, rather
 * than its whole element tree beside the same markup in the HTML; its pictures' addresses are built
 * here by the shop's loader, so none of them travels in the flight data either.
 */
export function ProductCardView({ product, currency, canBuy, showTradePrice = false, priority = false, pictureAfterHydration = false, sizes, headingLevel = 3 }: ProductCardViewProps) {
  const Heading = `h${headingLevel}` as const;
  const t = useShopTranslations('catalogue.card');
  const [image, hoverImage] = product.images;
  // The texts come written (card-product.ts: CardWriter): the card builds no Intl format while the page hydrates.
  const { priceText, compareAtText } = product;

  return (
    // data-pid: the card a listing's ?pid= returns to; data-item (the SKU, as cart events name it), -price, -brand: what impressions and clicks report (lib/analytics/product-tracking.ts).
    <article className={styles.card} data-pid={product.id} data-item={analyticsItemId(product.sku, product.id)} data-price={product.price ?? undefined} data-brand={product.artisan || undefined}>
      {/* Prefetched once within 200 px of the viewport (spec §9): Next's Link observes with that margin. */}
      <Link href={product.permalink} className={styles.link}>
        <div className={styles.media}>
          {image && (pictureAfterHydration ? <HydratedCardPicture src={image} sizes={sizes ?? CARD_SIZES} /> : <CardPicture src={image} sizes={sizes ?? CARD_SIZES} priority={priority} />)}
          {hoverImage && <HoverImage src={hoverImage} sizes={sizes ?? CARD_SIZES} className={styles.hoverImage} />}
        </div>
        <Heading className={styles.title}>{product.title}</Heading>
      </Link>
      <WishlistLater productId={product.id} title={product.title} className={styles.heart} />
      {product.artisan && <p className={styles.artisan}>{t('by', { artisan: product.artisan })}</p>}
      {product.canSupply ? (
        <p className={styles.prices}>
          {compareAtText !== undefined && (
            <s className={styles.compareAt}>
              <SpokenText spoken={t('compareAt', { price: compareAtText })}>{compareAtText}</SpokenText>
            </s>
          )}
          {priceText !== undefined && (
            <span className={compareAtText !== undefined ? styles.salePrice : undefined}>
              {compareAtText !== undefined ? <SpokenText spoken={t('now', { price: priceText })}>{priceText}</SpokenText> : priceText}
            </span>
          )}
        </p>
      ) : (
        <p className={styles.unavailable}>{t('unavailable')}</p>
      )}
      {showTradePrice &&
        (product.tradePriceText !== undefined ? (
          <p className={styles.tradePrice}>{t('tradePrice', { price: product.tradePriceText })}</p>
        ) : (
          // Read after load (inside <TradePrices>); the line is kept meanwhile, so nothing below it moves.
          <TradePriceLine productId={product.id} currency={currency} className={styles.tradePrice} />
        ))}
      <p className={styles.meta}>
        <span>{product.shippingText}</span>
        {product.isFreeShipping && <span className={styles.mark}>{t('freeShipping')}</span>}
        {product.isPremiumPlus && <span className={styles.mark}>{t('premiumPlus')}</span>}
      </p>
      {/* Outside the link (no control inside <a>), server-rendered so nothing moves when its code arrives (AddToCartLater). */}
      {canBuy && product.variantId && (
        <AddToCartLater variantId={product.variantId} productName={product.title} variant="card" className={styles.addToBag} />
      )}
    </article>
  );
}

/**
 * The card's picture: next/image's own attributes (fillImageAttributes, equal to getImageProps': the
 * srcSet over the configured widths through the shop's loader, sizes, lazy or eager, async decoding)
 * on a plain <img>, without the inline style `fill` writes on each one, which `.image` holds once
 * (about 120 bytes a card), and without next/image's code in the page's script. The first row's
 * pictures are preloaded from the <head> as next/image's `preload` does (ReactDOM.preload).
 */
function CardPicture({ src, sizes, priority }: { src: string; sizes: string; priority: boolean }) {
  const picture = fillImageAttributes({
    src,
    loader: cardImageAddress,
    // The link's heading names the piece; a named picture inside the same link would be read twice.
    alt: '',
    sizes,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    className: styles.image,
  });
  if (priority) preload(picture.src, { as: 'image', imageSrcSet: picture.srcSet, imageSizes: picture.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, from fillImageAttributes
  return <img {...picture} alt="" />;
}

/**
 * A lazy card picture written by the browser once the card has hydrated, not by the server: its
 * srcset (six addresses), sizes and src are about 600 bytes of a card's HTML. Only hydration renders
 * without it (the server snapshot); a card the browser renders later (show more, another state) has
 * its picture at once. Only this component re-renders after hydration, not the card or the listing.
 */
function HydratedCardPicture({ src, sizes }: { src: string; sizes: string }) {
  return useHydrated() ? <CardPicture src={src} sizes={sizes} priority={false} /> : null;
}
