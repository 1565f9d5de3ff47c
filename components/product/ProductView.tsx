import type { Locale } from '@/lib/i18n/locale-list';
import { getFormatter, getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/money';
import { Link } from '@/lib/i18n/navigation';
import type { Product } from '@/lib/commerce/product';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import type { Block } from '@/lib/content/blocks';
import type { Units } from '@/lib/i18n/countries';
import type { Currency } from '@/lib/money/currency';
import { purchaseState } from '@/lib/product/states';
import { shippingSummary } from '@/lib/product/shipping';
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from '@/lib/product/json-ld';
import { localizedPath, siteOrigin } from '@/lib/seo';
import { Blocks } from '@/components/content/blocks/BlockRenderer';
import type { BlockContext } from '@/components/content/blocks/context';
import { Gallery } from './Gallery';
import { ProductSummary } from './ProductSummary';
import { ProductInfoTabs } from './ProductInfoTabs';
import styles from './Product.module.css';

interface ProductViewProps {
  product: Product;
  locale: Locale;
  country: string;
  currency: Currency;
  units: Units;
  isTrade: boolean;
  /** The page's absolute canonical URL (share links, JSON-LD). */
  url: string;
  recommended: LiteProduct[];
  pdp: { title: string | null; blocks: Block[]; ctx: BlockContext } | null;
}

/** The product page, rendered on the server; the gallery hydrates, and the tabs, requests and buttons are islands whose code comes after the first paint (./LaterParts.tsx). */
export async function ProductView({ product, locale, country, currency, units, isTrade, url, recommended, pdp }: ProductViewProps) {
  const t = await getTranslations('product');
  const format = await getFormatter();
  const money = (amount: string, cur: Currency = product.currency) => formatPrice(format, amount, cur);
  const state = purchaseState(product, { country, isTrade });
  const shipping = shippingSummary(product, country);
  const crumbs = [{ name: t('home'), url: '/' }, ...product.breadcrumbs.map((b) => ({ name: b.name, url: b.url })), { name: product.title, url: '' }];

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

        <ProductSummary product={product} state={state} shipping={shipping} country={country} currency={currency} units={units} isTrade={isTrade} money={money} />
      </div>

      <ProductInfoTabs product={product} state={state} shipping={shipping} locale={locale} currency={currency} units={units} url={url} recommended={recommended} money={money} />

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
