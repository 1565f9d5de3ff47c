import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Product } from '@/lib/commerce/product';
import type { Units } from '@/lib/i18n/countries';
import type { Currency } from '@/lib/money/currency';
import { productMarks, type PurchaseState } from '@/lib/product/states';
import type { ShippingSummary } from '@/lib/product/shipping';
import type { RequestKind } from '@/lib/product/requests';
import { ShippingLabel } from '@/components/catalogue/ShippingLabel';
import { WishlistLater } from '@/components/catalogue/WishlistLater';
import { AddToCartLater } from '@/components/cart/AddToCartLater';
import { AddToListLater, RequestActionsLater } from './LaterParts';
import { RequestButtons } from './RequestButtons';
import { AddToListView } from '@/components/account/lists/AddToListView';
import { Downloads } from './Downloads';
import { TradePrice } from './TradePrice';
import styles from './Product.module.css';
import controls from './ProductControls.module.css';
import { SpokenText } from '@/components/ui/SpokenText';

interface ProductSummaryProps {
  product: Product;
  state: PurchaseState;
  shipping: ShippingSummary;
  country: string;
  currency: Currency;
  units: Units;
  isTrade: boolean;
  money: (amount: string, currency?: Currency) => string;
}

/**
 * Beside the gallery: artisan, title, designer, prices, the shipping line, the marks, what the
 * purchase state says, and what the shopper can do (add to bag, or ask; keep in favourites or a list).
 */
export async function ProductSummary({ product, state, shipping, country, currency, units, isTrade, money }: ProductSummaryProps) {
  const t = await getTranslations('product');
  const lists = await getTranslations('account.lists');
  const marks = productMarks(product);
  const onSale = product.fullPrice !== null && Number(product.fullPrice) > Number(product.price);
  const requestProduct = { id: product.id, sku: product.sku, title: product.title };

  const requestKinds: RequestKind[] = ['inquiry'];
  if (state.kind !== 'notShoppable' && state.kind !== 'notInCountry') requestKinds.push('white-glove');
  if (product.customizable && state.kind !== 'notShoppable') requestKinds.push('customization');
  const keepers = (
    <>
      <WishlistLater productId={product.id} title={product.title} className={styles.heart} />
      <AddToListLater className={styles.partRoot} productId={product.id} variantId={product.variantId} title={product.title}>
        <AddToListView title={product.title} label={lists('addToList')} />
      </AddToListLater>
    </>
  );

  // The main request (on request, sold out) has the buy row; the others follow it. The server draws
  // their buttons, and their code takes them over after the first paint (RequestActionsLater).
  const primary: RequestKind | undefined = state.kind === 'onRequest' || state.kind === 'soldOut' ? 'inquiry' : undefined;
  const labels = { inquiry: primary ? t('requests.requestPiece') : t('requests.inquiryButton'), 'white-glove': t('requests.whiteGloveButton'), customization: t('requests.customizationButton') };
  const requests = (kinds: RequestKind[], className: string) => (
    <RequestActionsLater product={requestProduct} country={country} units={units} className={className} kinds={kinds} primary={primary} labels={labels}>
      <RequestButtons kinds={kinds} primary={primary} labels={labels} />
    </RequestActionsLater>
  );
  const secondary = requestKinds.filter((kind) => kind !== primary);

  const stateMessage: Record<Exclude<typeof state.kind, 'buy'>, { title: string; body: string }> = {
    soldOut: { title: t('states.soldOut'), body: t('states.soldOutBody') },
    onRequest: state.kind === 'onRequest' && state.tradeOnly ? { title: t('states.onRequestTrade'), body: t('states.onRequestTradeBody') } : { title: t('states.onRequest'), body: t('states.onRequestBody') },
    notInCountry: { title: t('states.notInCountry'), body: t('states.notInCountryBody') },
    notShoppable: { title: t('states.notShoppable'), body: t('states.notShoppableBody') },
    consumerOnly: { title: t('states.consumerOnly'), body: t('states.consumerOnlyBody') },
  };

  return (
    <section className={styles.summary} aria-labelledby="product-title">
      {product.artisan && (
        <p className={styles.artisan}>
          <Link href={`/artisans/${product.artisan.slug}`}>
            {product.artisan.name}
          </Link>
        </p>
      )}
      <h1 id="product-title" className={styles.title}>
        {product.title}
      </h1>
      {product.designer && <p className={styles.designer}>{t('designedBy', { designer: product.designer })}</p>}

      <p className={styles.prices}>
        {onSale && (
          <s className={styles.compareAt}>
            <SpokenText spoken={t('compareAt', { price: money(product.fullPrice!) })}>{money(product.fullPrice!)}</SpokenText>
          </s>
        )}
        <span className={onSale ? styles.salePrice : styles.price}>
          {onSale ? <SpokenText spoken={t('now', { price: money(product.price) })}>{money(product.price)}</SpokenText> : money(product.price)}
        </span>
      </p>
      {isTrade && <TradePrice productId={product.id} currency={currency} />}

      {/* A lead time means nothing for a piece that cannot be ordered any more. */}
      {state.kind !== 'soldOut' && state.kind !== 'notShoppable' && (
        <p className={styles.shippingLine}>
          <ShippingLabel weeks={product.shippingTime} message={product.shippingMessage} />
          <span aria-hidden="true"> · </span>
          {shipping.free ? <span className={styles.free}>{t('shipping.free')}</span> : shipping.cost ? t('shipping.cost', { cost: money(shipping.cost.amount, shipping.cost.currency) }) : t('shipping.atCheckout')}
        </p>
      )}

      <ul className={styles.marks} aria-label={t('marks.label')}>
        {marks.premiumPlus && <li className={styles.markStrong}>{t('marks.premiumPlus')}</li>}
        {marks.customizable && <li>{t('marks.customizable')}</li>}
        {marks.curbside && <li>{t('marks.curbside')}</li>}
        {marks.fragile && <li>{t('marks.fragile')}</li>}
        {marks.contract && <li>{t('marks.contract')}</li>}
        {marks.tradeOnly && <li>{t('marks.tradeOnly')}</li>}
        {marks.consumerOnly && <li>{t('marks.consumerOnly')}</li>}
      </ul>

      {state.kind !== 'buy' && (
        <div className={styles.stateBox} role="status" data-state={state.kind}>
          <p className={styles.stateTitle}>{stateMessage[state.kind].title}</p>
          <p>{stateMessage[state.kind].body}</p>
        </div>
      )}

      {state.kind !== 'onRequest' && (
        <div className={controls.buyRow}>
          {/* Unavailable states keep the button, disabled, so the row reads the same everywhere. */}
          <AddToCartLater variantId={product.variantId} productName={product.title} disabled={state.kind !== 'buy'} className={styles.addToBag} />
          {keepers}
        </div>
      )}
      {primary && (
        <div className={controls.buyRow}>
          {requests([primary], styles.partRoot)}
          {state.kind === 'onRequest' && keepers}
        </div>
      )}
      {secondary.length > 0 && requests(secondary, controls.requests)}
      <Downloads product={product} />
      <p className={styles.similar}>
        {/* Search by image from this piece's photos: /search?similar={id} (components/catalogue/SimilarProducts). */}
        <Link href={`/search?similar=${encodeURIComponent(product.id)}`} prefetch={false}>
          {t('seeSimilar')}
        </Link>
      </p>
    </section>
  );
}
