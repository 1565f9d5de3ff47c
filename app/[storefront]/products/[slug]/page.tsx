import { PageShopMessages } from '@/components/i18n/PageShopMessages';
import { PAGE_MESSAGES } from '@/lib/i18n/client-messages';
import { permanentRedirect } from 'next/navigation';
import { pageContextFromParams } from '@/lib/i18n/server';
import { unitsOf } from '@/lib/i18n/countries';
import { absoluteUrl, localizedPath } from '@/lib/seo';
import { slugOf } from './metadata';
import { blockContext } from '@/components/content/blocks/context';
import { loadPdpContent, loadProduct, loadRecommended } from '@/lib/product/load';
import { ProductView } from '@/components/product/ProductView';
import { ProductOpenGraph } from '@/components/seo/ProductOpenGraph';
import { ServedNotFound } from '@/components/status/ServedNotFound';
import { ServiceUnavailable } from '@/components/status/ServiceUnavailable';
import { answerAvailable, isServiceUnavailable, keepsCachedCopy } from '@/lib/services/unavailable';

/** Rendered on first request for each locale and variant, then cached for everyone (ADR 0012). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ storefront: string; slug: string }> };

export { generateMetadata } from './metadata';

/** Spec §2 product page: /products/{slug}, always at the slug of the visitor's language. */
export default async function ProductPage({ params }: Props) {
  const info = await pageContextFromParams(params);
  const { locale, language, country } = info;
  const requested = slugOf((await params).slug);
  let loaded: Awaited<ReturnType<typeof loadProduct>>;
  try {
    loaded = await loadProduct(requested, locale);
  } catch (error) {
    // A good cached copy is kept (Next serves it while the render fails); otherwise the designed state.
    if (!isServiceUnavailable(error) || keepsCachedCopy()) throw error;
    return <ServiceUnavailable locale={locale} retry={`/products/${encodeURIComponent(requested)}`} cached />;
  }
  if (!loaded) return <ServedNotFound locale={locale} />;
  const { product, canonicalSlug } = loaded;
  // Another language's slug (or the id) moves for good to this language's: one URL per page for search engines.
  if (requested !== canonicalSlug) permanentRedirect(localizedPath(locale, `/products/${encodeURIComponent(canonicalSlug)}`));

  answerAvailable();
  const [pdp, recommended] = await Promise.all([loadPdpContent(product, language), loadRecommended(product, info)]);
  const pdpContext = pdp?.content?.length ? await blockContext(info, pdp.content) : null;

  return (
    <PageShopMessages selection={PAGE_MESSAGES.product}>
      <ProductOpenGraph price={product.price} currency={product.currency} />
      <ProductView
        product={product}
        locale={locale}
        country={country.isocode}
        currency={country.currency}
        units={unitsOf(country)}
        isTrade={info.audience === 'trade'}
        url={absoluteUrl(locale, `/products/${canonicalSlug}`)}
        recommended={recommended}
        pdp={pdp && pdpContext ? { title: pdp.title, blocks: pdp.content ?? [], ctx: pdpContext } : null}
      />
    </PageShopMessages>
  );
}
