import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginRoute } from '@/components/account/login/LoginRoute';
import { pageContextFromParams } from '@/lib/i18n/server';
import { localePrefix } from '@/lib/i18n/locales';
import { metadataContext } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const t = await page.t('routes.login');
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * /login (spec §2): the login button's address opens the authentication panel instead of showing a
 * page — over the page the shopper came from, or over the home page. Cached like every guest page:
 * it reads nothing of the visitor; the browser opens the panel (LoginRoute).
 */
export default async function LoginPage({ params }: Props) {
  const { locale } = await pageContextFromParams(params);
  const t = await getTranslations({ locale, namespace: 'routes.login' });
  const home = localePrefix(locale) || '/';
  return (
    <main id="main" style={{ padding: 'var(--space-8) var(--gutter)', minHeight: '50vh' }}>
      <h1>{t('title')}</h1>
      <p role="status">{t('opening')}</p>
      <p>
        <a href={home}>{t('home')}</a>
      </p>
      <LoginRoute home={home} />
    </main>
  );
}
