import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContextFromParams } from '@/lib/i18n/server';
import { Link } from '@/lib/i18n/navigation';
import { commerceRequest } from '@/lib/commerce/request';
import { bearerToken } from '@/lib/session';
import styles from '@/components/account/auth/Auth.module.css';
import { metadataContext } from '@/lib/seo/page-metadata';

/** Per visitor (it reads the shopper's cookies): never cached (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ storefront: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const t = await page.t('auth');
  return { title: t('confirmTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

/**
 * The account-confirmation link (GET account_confirmations/{token}), also the one that confirms a new
 * e-mail: the service then signs out every other session of the account, and keeps this browser's
 * (its bearer goes with the call when it is signed in).
 */
export default async function AccountConfirmationPage({ params }: Props) {
  await pageContextFromParams(params);
  const { token } = await params;
  const t = await getTranslations('auth');
  const result = await commerceRequest('GET', `account_confirmations/${encodeURIComponent(token)}`, { bearer: await bearerToken() });
  const confirmed = result.success;
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.pageTitle}>{t('confirmTitle')}</h1>
      <div className={styles.flow}>
        <p className={confirmed ? styles.notice : styles.formError} role="status">
          {confirmed ? t('confirmed') : t('confirmFailed')}
        </p>
        <Link href={confirmed ? '/account' : '/'} className={styles.secondary}>
          {confirmed ? t('goToAccount') : t('backHome')}
        </Link>
      </div>
    </main>
  );
}
