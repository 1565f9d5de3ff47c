import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Product } from '@/lib/commerce/product';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import type { Block } from '@/lib/content/blocks';
import type { Currency, Units } from '@/lib/i18n/countries';
import { purchaseState, productMarks } from '@/lib/product/states';
import { shippingSummary } from '@/lib/product/shipping';
import { detailRows } from '@/lib/product/details';
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from '@/lib/product/json-ld';
import { localizedPath, siteOrigin } from '@/lib/seo';
import type { RequestKind } from '@/lib/product/requests';
import { Blocks } from '@/components/content/blocks/BlockRenderer';
import type { BlockContext } from '@/components/content/blocks/context';
import { ShippingLabel } from '@/components/catalogue/ShippingLabel';
import { WishlistButton } from '@/components/catalogue/WishlistButton';
import { AddToCartButton } from '@/components/cart/AddToCartButton';
import { AddToListButton } from '@/components/account/lists/AddToListButton';
import { Gallery } from './Gallery';
import { ProductTabs, type ProductTab } from './ProductTabs';
import { RequestActions } from './RequestActions';
import { RecentlyViewed } from './RecentlyViewed';
import { RecommendedRow } from './RecommendedRow';
import { ArViewer } from './ArViewer';
import { ShareLinks } from './ShareLinks';
import { Downloads } from './Downloads';
import styles from './Product.module.css';
import { TradePrice } from './TradePrice';

interface ProductViewProps {
  product: Product;
  locale: string;
  country: string;
  currency: Currency;
  units: Units;
  isTrade: boolean;
  /** The page's absolute canonical URL (share links, JSON-LD). */
  url: string;
  recommended: LiteProduct[];
  pdp: { title: string | null; blocks: Block[]; ctx: BlockContext } | null;
}

const CARD_SIZES = '(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 48vw';

/** The product page, rendered on the server; only the gallery, tabs, requests and buttons hydrate. */
export async function ProductView({ product, locale, country, currency, units, isTrade, url, recommended, pdp }: ProductViewProps) {
  const t = await getTranslations('product');
  const format = await getFormatter();
  const money = (amount: string, cur: Currency = product.currency) => format.number(Number(amount), { style: 'currency', currency: cur, maximumFractionDigits: Number.isInteger(Number(amount)) ? 0 : 2 });
  const state = purchaseState(product, { country, isTrade });
  const shipping = shippingSummary(product, country);
  const marks = productMarks(product);
  const rows = detailRows(product, { units, locale, freeShipping: shipping.free });
  const onSale = product.fullPrice !== null && Number(product.fullPrice) > Number(product.price);
  const requestProduct = { id: product.id, sku: product.sku, title: product.title };
  const crumbs = [{ name: t('home'), url: '/' }, ...product.breadcrumbs.map((b) => ({ name: b.name, url: b.url })), { name: product.title, url: '' }];

  const requestKinds: RequestKind[] = ['inquiry'];
  if (state.kind !== 'notShoppable' && state.kind !== 'notInCountry') requestKinds.push('white-glove');
  if (product.customizable && state.kind !== 'notShoppable') requestKinds.push('customization');
  const keepers = (
    <>
      <WishlistButton productId={product.id} variantId={product.variantId} title={product.title} className={styles.heart} />
      <AddToListButton productId={product.id} variantId={product.variantId} title={product.title} />
    </>
  );

  const stateMessage: Record<Exclude<typeof state.kind, 'buy'>, { title: string; body: string }> = {
    soldOut: { title: t('states.soldOut'), body: t('states.soldOutBody') },
    onRequest: state.kind === 'onRequest' && state.tradeOnly ? { title: t('states.onRequestTrade'), body: t('states.onRequestTradeBody') } : { title: t('states.onRequest'), body: t('states.onRequestBody') },
    notInCountry: { title: t('states.notInCountry'), body: t('states.notInCountryBody') },
    notShoppable: { title: t('states.notShoppable'), body: t('states.notShoppableBody') },
    consumerOnly: { title: t('states.consumerOnly'), body: t('states.consumerOnlyBody') },
  };

  const tabs: ProductTab[] = [
    {
      id: 'description',
      label: t('tabs.description'),
      content: (
        <div className={styles.prose}>
          {product.description.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          {/* The service writes its details text in centimetres; the details tab converts for inch countries. */}
          {product.details && units === 'cm' && <p className={styles.muted}>{product.details}</p>}
        </div>
      ),
    },
    {
      id: 'details',
      label: t('tabs.details'),
      content: (
        <dl className={styles.details}>
          {rows.map((row) => (
            <div key={row.key} className={styles.detailRow}>
              <dt>{t(`details.${row.key}`)}</dt>
              <dd>{'text' in row ? row.text : row.yes ? t('details.yes') : t('details.no')}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    {
      id: 'confidence',
      label: t('tabs.confidence'),
      content: (
        <ul className={styles.assurances}>
          {(['handmade', 'payment', 'returns', 'care'] as const).map((key) => (
            <li key={key}>
              <h3>{t(`confidence.${key}Title`)}</h3>
              <p>{t(`confidence.${key}Body`)}</p>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'shipping',
      label: t('tabs.shipping'),
      content: (
        <div className={styles.prose}>
          <p>
            <strong>
              <ShippingLabel weeks={product.shippingTime} message={product.shippingMessage} />
            </strong>
            {' · '}
            {shipping.free ? t('shipping.free') : shipping.cost ? t('shipping.cost', { cost: money(shipping.cost.amount, shipping.cost.currency) }) : t('shipping.atCheckout')}
          </p>
          <p>{t('shipping.leadTime')}</p>
          <p>{t('shipping.whiteGlove')}</p>
          {product.curbsideDelivery && <p>{t('shipping.curbside')}</p>}
          {product.isFragile && <p>{t('shipping.fragile')}</p>}
          {state.kind === 'notInCountry' && <p className={styles.notice}>{t('states.notInCountry')}</p>}
        </div>
      ),
    },
  ];
  if (product.arModel) {
    tabs.push({ id: 'ar', label: t('tabs.ar'), content: <ArViewer model={product.arModel} iosModel={product.arModelIos} title={product.title} /> });
  }
  tabs.push(
    { id: 'share', label: t('tabs.share'), content: <ShareLinks url={url} title={product.title} image={product.images[0]?.url ?? null} /> },
    { id: 'recently-viewed', label: t('tabs.recentlyViewed'), content: <RecentlyViewed productId={product.id} currency={currency} /> },
  );
  if (recommended.length > 0) {
    tabs.push({
      id: 'recommended',
      label: t('tabs.recommended'),
      content: <RecommendedRow products={recommended} currency={currency} sizes={CARD_SIZES} />,
    });
  }

  return (
    <main id="main" className={styles.page} data-product-id={product.id} data-purchase-state={state.kind}>
      <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
        <ol>
          <li>
            <Link href="/" prefetch={false}>
              {t('home')}
            </Link>
          </li>
          {product.breadcrumbs.map((crumb) => (
            <li key={crumb.url}>
              <Link href={crumb.url}>
                {crumb.name}
              </Link>
            </li>
          ))}
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>

      <div className={styles.top}>
        <Gallery images={product.images} title={product.title} />

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
              <s className={styles.compareAt} aria-label={t('compareAt', { price: money(product.fullPrice!) })}>
                {money(product.fullPrice!)}
              </s>
            )}
            <span className={onSale ? styles.salePrice : styles.price} aria-label={onSale ? t('now', { price: money(product.price) }) : undefined}>
              {money(product.price)}
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

          {state.kind === 'onRequest' ? (
            <RequestActions product={requestProduct} country={country} units={units} kinds={requestKinds} primary="inquiry">
              {keepers}
            </RequestActions>
          ) : (
            <>
              <div className={styles.buyRow}>
                {/* Unavailable states keep the button, disabled, so the row reads the same everywhere. */}
                <AddToCartButton variantId={product.variantId} productName={product.title} disabled={state.kind !== 'buy'} className={styles.addToBag} />
                {keepers}
              </div>
              <RequestActions product={requestProduct} country={country} units={units} kinds={requestKinds} primary={state.kind === 'soldOut' ? 'inquiry' : undefined} />
            </>
          )}
          <Downloads product={product} />
          <p className={styles.similar}>
            {/* Search by image from this piece's photos: /search?similar={id} (components/catalogue/SimilarProducts). */}
            <Link href={`/search?similar=${encodeURIComponent(product.id)}`} prefetch={false}>
              {t('seeSimilar')}
            </Link>
          </p>
        </section>
      </div>

      <ProductTabs label={t('tabs.label')} tabs={tabs} />

      {pdp && (
        <section className={styles.pdp} aria-label={pdp.title ?? t('pdpFallbackTitle')}>
          {pdp.title && <h2 className={styles.sectionTitle}>{pdp.title}</h2>}
          <Blocks blocks={pdp.blocks} ctx={pdp.ctx} />
        </section>
      )}

      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(productJsonLd(product, { url, state })) }} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(breadcrumbJsonLd(crumbs.map((c) => ({ name: c.name, url: c.url ? `${siteOrigin()}${localizedPath(locale, c.url)}` : url })))) }}
      />
    </main>
  );
}
