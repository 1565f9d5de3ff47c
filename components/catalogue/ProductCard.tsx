import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import type { Currency } from '@/lib/i18n/countries';
import { localeParts } from '@/lib/i18n/locale-parts';
import { cardPurchaseState } from '@/lib/product/states';
import { AddToCartButton } from '@/components/cart/AddToCartButton';
import { usePrice } from '@/components/ui/Price';
import { HoverImage } from './HoverImage';
import { ShippingLabel } from './ShippingLabel';
import { TradePriceLine } from './TradePrices';
import { WishlistButton } from './WishlistButton';
import styles from './ProductCard.module.css';
import { SpokenText } from '@/components/ui/SpokenText';

interface ProductCardProps {
  product: LiteProduct;
  currency: Currency;
  /** ISO code of the visitor's country; by default the one of the page's locale (they are the same in this shop). */
  country?: string;
  /** Trade prices are shown only to trade users (so this also says the visitor is trade); for others the field is never present. */
  showTradePrice?: boolean;
  /** The first cards of a page hold the largest contentful paint. */
  priority?: boolean;
  sizes?: string;
  /** h2 where the cards are the page's content under its h1 (a listing, a list); h3 under a section's h2; h4 under an h3 (a shop-the-look's "In this look"). */
  headingLevel?: 2 | 3 | 4;
}

const CARD_SIZES = '(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 48vw';

/** Spec §3 lite product as a card: image, title, artisan, prices, shipping, marks and the heart. */
export function ProductCard({ product, currency, country, showTradePrice = false, priority = false, sizes, headingLevel = 3 }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const t = useTranslations('catalogue.card');
  const price = usePrice();
  const money = (amount: number) => price(amount, currency, { whole: true });
  const [image, hoverImage] = product.images;
  // Recently viewed, recommendations and lists give no country: the locale says it, so excluded pieces get no button there either.
  const localeCountry = localeParts(useLocale()).country;
  const buyerCountry = country ?? localeCountry;
  const canBuy = cardPurchaseState(product, { country: buyerCountry, isTrade: showTradePrice }).kind === 'buy';
  const onSale = product.fullPrice !== null && product.price !== null && product.fullPrice > product.price;

  return (
    // data-pid: the card a listing's ?pid= returns to; data-item, -price, -brand: what impressions and clicks report (lib/analytics/product-tracking.ts).
    <article className={styles.card} data-pid={product.id} data-item={product.id} data-price={product.price ?? undefined} data-brand={product.artisan.name || undefined}>
      {/* Prefetched once within 200 px of the viewport (spec §9): Next's Link observes with that margin. */}
      <Link href={product.permalink} className={styles.link}>
        <div className={styles.media}>
          {image && (
            <Image
              src={image}
              // The link's heading names the piece; a named picture inside the same link would be read twice.
              alt=""
              fill
              sizes={sizes ?? CARD_SIZES}
              // The first row holds the largest contentful paint: preloaded from the <head>, fetched first.
              preload={priority}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              className={styles.image}
            />
          )}
          {hoverImage && <HoverImage src={hoverImage} sizes={sizes ?? CARD_SIZES} className={styles.hoverImage} />}
        </div>
        <Heading className={styles.title}>{product.title}</Heading>
      </Link>
      <WishlistButton productId={product.id} title={product.title} className={styles.heart} />
      {product.artisan.name && <p className={styles.artisan}>{t('by', { artisan: product.artisan.name })}</p>}
      {product.canSupply ? (
        <p className={styles.prices}>
          {onSale && (
            <s className={styles.compareAt}>
              <SpokenText spoken={t('compareAt', { price: money(product.fullPrice!) })}>{money(product.fullPrice!)}</SpokenText>
            </s>
          )}
          {product.price !== null && (
            <span className={onSale ? styles.salePrice : undefined}>
              {onSale ? <SpokenText spoken={t('now', { price: money(product.price) })}>{money(product.price)}</SpokenText> : money(product.price)}
            </span>
          )}
        </p>
      ) : (
        <p className={styles.unavailable}>{t('unavailable')}</p>
      )}
      {showTradePrice &&
        (product.tradePrice !== null ? (
          <p className={styles.tradePrice}>{t('tradePrice', { price: money(product.tradePrice) })}</p>
        ) : (
          // Read after load (inside <TradePrices>); the line is kept meanwhile, so nothing below it moves.
          <TradePriceLine productId={product.id} currency={currency} className={styles.tradePrice} />
        ))}
      <p className={styles.meta}>
        <ShippingLabel weeks={product.shippingTime} message={product.shippingMessage} />
        {product.isFreeShipping && <span className={styles.mark}>{t('freeShipping')}</span>}
        {product.isPremiumPlus && <span className={styles.mark}>{t('premiumPlus')}</span>}
      </p>
      {/* Outside the link (no control inside <a>), server-rendered so nothing moves when it hydrates. */}
      {canBuy && product.variantId && (
        <AddToCartButton variantId={product.variantId} productName={product.title} variant="card" className={styles.addToBag} />
      )}
    </article>
  );
}
