import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CheckoutLogin } from '@/components/checkout/CheckoutLogin';
import { AccountPanelsMount } from '@/components/shell/account/AccountPanelsMount';
import { localePrefix } from '@/lib/i18n/locales';
import { pageContextFromParams } from '@/lib/i18n/server';
import { bearerToken } from '@/lib/session';
import styles from '@/components/checkout/Checkout.module.css';
import { metadataContext } from '@/lib/seo/page-metadata';

/** Per visitor (it reads the shopper's cookies): never cached (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const t = await page.t('checkout.login');
  return { title: t('title'), robots: { index: false } };
}

/** /checkout/login, without the shell (spec §2): a signed-in shopper goes straight on to the checkout. */
export default async function CheckoutLoginPage({ params }: Props) {
  const { locale } = await pageContextFromParams(params);
  if (await bearerToken()) redirect(`${localePrefix(locale)}/checkout`);
  const t = await getTranslations('shell');
  return (
    <main id="main" className={styles.bare}>
      <a href={localePrefix(locale) || '/'} className={styles.bareLogo} aria-label={t('home')}>
        Casa Maestri
      </a>
      {/* Guests may check out; accounts are offered, never required. */}
      <CheckoutLogin guestAllowed />
      {/* No shell here, so the authentication panel its buttons open is mounted by the page itself. */}
      <AccountPanelsMount />
    </main>
  );
}
