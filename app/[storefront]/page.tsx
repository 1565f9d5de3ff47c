import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { pageContextFromParams } from '@/lib/i18n/server';
import { unitsOf } from '@/lib/i18n/countries';
import { currencyLabel } from '@/lib/money';
import { getHomePage } from '@/lib/content/queries/editorial';
import { homeDocumentFor, type HomeAudience } from '@/lib/content/home-variant';
import { editorialMetadata } from '@/lib/content/metadata';
import { samePathEverywhere } from '@/lib/content/urls';
import { Hero } from '@/components/content/Hero';
import { ImmersiveHeaderLater } from '@/components/shell/ImmersiveHeaderLater';
import { Blocks } from '@/components/content/blocks/BlockRenderer';
import { blockContext } from '@/components/content/blocks/context';
import page from '@/components/content/EditorialPage.module.css';
import styles from './home.module.css';
import { ServedNotFound } from '@/components/status/ServedNotFound';
import { ServiceUnavailable } from '@/components/status/ServiceUnavailable';
import { readWholePage, unlessUnavailable } from '@/lib/services/unavailable';
import { metadataContext } from '@/lib/seo/page-metadata';
import { absoluteUrl, siteOrigin } from '@/lib/seo';
import { organizationJsonLd } from '@/lib/seo/organization';
import { websiteJsonLd } from '@/lib/seo/website';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { JsonLd } from '@/components/seo/JsonLd';

type Props = { params: Promise<{ storefront: string }> };

/** `audience` comes with the cached trade variant of each page (the proxy decides it, `hp=consumer` included). */
const homeAudience = (info: { audience: HomeAudience }) => homeDocumentFor(info.audience).audience;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const info = await metadataContext(params);
  const { locale, language } = info;
  // A service without an answer: the page says so; the head keeps the shop's own title and description.
  const [read, t] = await Promise.all([unlessUnavailable(getHomePage(language, homeAudience(info))), info.t('meta')]);
  const home = read?.value;
  const metadata = editorialMetadata({
    locale,
    title: t('defaultTitle'),
    description: home?.hero?.subtitle ?? t('description'),
    paths: samePathEverywhere('/'),
    image: home?.hero?.image,
    preview: (await draftMode()).isEnabled,
  });
  // The layout's title template would append the site name a second time.
  return { ...metadata, title: { absolute: t('defaultTitle') } };
}

/** The home page from the content service: the hero, then editorial rows and product rows. */
export default async function HomePage({ params }: Props) {
  const info = await pageContextFromParams(params);
  const { locale, language, country } = info;
  const read = await readWholePage(() => getHomePage(language, homeAudience(info)));
  if (read.unavailable) return <ServiceUnavailable locale={locale} retry="/" cached />;
  const home = read.value;
  if (!home) return <ServedNotFound locale={locale} />;
  const [ctx, t, tUnits, tMeta] = await Promise.all([blockContext(info, home.content), getTranslations('home'), getTranslations('units'), getTranslations('meta')]);

  return (
    <main id="main" className={page.page} data-document={home.id}>
      {home.immersiveHeader && home.hero?.image ? <ImmersiveHeaderLater /> : null}
      {home.hero ? <Hero hero={home.hero} /> : null}
      <p className={styles.shipping} data-testid="shipping-context">
        {t('shipping', {
          currency: currencyLabel(country.currency, locale, { parenthesised: true }),
          units: tUnits(unitsOf(country)),
          country: country.localizedCountryName[language],
        })}{' '}
        <Link href="/countries" className={styles.cta} prefetch={false}>
          {t('chooseCountry')}
        </Link>
      </p>
      <Blocks blocks={home.content} ctx={ctx} />
      <JsonLd data={organizationJsonLd({ origin: siteOrigin(), url: absoluteUrl(DEFAULT_LOCALE, '/') })} />
      <JsonLd data={websiteJsonLd({ locale, name: tMeta('siteName'), origin: siteOrigin() })} />
    </main>
  );
}
