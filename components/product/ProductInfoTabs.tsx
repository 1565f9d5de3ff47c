import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locale-list';
import { getTranslations } from 'next-intl/server';
import type { Product } from '@/lib/commerce/product';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import type { Units } from '@/lib/i18n/countries';
import type { Currency } from '@/lib/money/currency';
import type { PurchaseState } from '@/lib/product/states';
import type { ShippingSummary } from '@/lib/product/shipping';
import { detailRows } from '@/lib/product/details';
import { ShippingLabel } from '@/components/catalogue/ShippingLabel';
import { cardLiteProduct } from '@/components/catalogue/card-product';
import { serviceConfig } from '@/lib/config';
import { ProductTabsView } from './ProductTabsView';
import { LazyArViewer, LazyRecentlyViewed, LazyRecommendedRow, ProductTabsLater } from './LaterParts';
import { ShareLinks } from './ShareLinks';
import styles from './Product.module.css';
import controls from './ProductControls.module.css';
import tabStyles from './ProductTabs.module.css';

const CARD_SIZES = '(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 48vw';

interface ProductInfoTabsProps {
  product: Product;
  state: PurchaseState;
  shipping: ShippingSummary;
  locale: Locale;
  currency: Currency;
  units: Units;
  /** The page's absolute canonical URL (share links). */
  url: string;
  recommended: LiteProduct[];
  money: (amount: string, currency?: Currency) => string;
}

/**
 * Below the summary: description, details in the visitor's units, confidence, shipping, then the AR
 * view (when the piece has a model), share, recently viewed and recommended pieces.
 */
export async function ProductInfoTabs({ product, state, shipping, locale, currency, units, url, recommended, money }: ProductInfoTabsProps) {
  const t = await getTranslations('product');
  const rows = detailRows(product, { units, locale, freeShipping: shipping.free });

  const tabs: { id: string; label: string; content: ReactNode }[] = [
    {
      id: 'description',
      label: t('tabs.description'),
      content: (
        <div className={styles.prose}>
          {product.description.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          {/* The service writes its details text in centimetres; the details tab converts for inch countries. */}
          {product.details && units === 'cm' && <p className={controls.muted}>{product.details}</p>}
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
    tabs.push({ id: 'ar', label: t('tabs.ar'), content: <LazyArViewer model={product.arModel} iosModel={product.arModelIos} title={product.title} /> });
  }
  tabs.push(
    { id: 'share', label: t('tabs.share'), content: <ShareLinks url={url} title={product.title} image={product.images[0]?.url ?? null} /> },
    { id: 'recently-viewed', label: t('tabs.recentlyViewed'), content: <LazyRecentlyViewed productId={product.id} currency={currency} /> },
  );
  if (recommended.length > 0) {
    tabs.push({
      id: 'recommended',
      label: t('tabs.recommended'),
      content: <LazyRecommendedRow products={recommended.map((piece) => cardLiteProduct(piece, serviceConfig.spree.url))} currency={currency} sizes={CARD_SIZES} />,
    });
  }

  // The server draws the tabs, the first one shown; their code takes them over after the first paint.
  // The panels are the same objects in the part's props and in the markup: the flight data holds them once.
  const view = { label: t('tabs.label'), classes: { list: tabStyles.list, tab: tabStyles.tab, panel: tabStyles.panel }, tabs: tabs.map(({ id, label }) => ({ id, label })), panels: tabs.map((tab) => tab.content) };
  return (
    <ProductTabsLater className={tabStyles.tabs} {...view}>
      <ProductTabsView {...view} />
    </ProductTabsLater>
  );
}
