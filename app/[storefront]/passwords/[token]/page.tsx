import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContextFromParams } from '@/lib/i18n/server';
import { ResetPasswordForm } from '@/components/account/auth/PasswordPages';
import styles from '@/components/account/auth/Auth.module.css';
import { metadataContext } from '@/lib/seo/page-metadata';

/** One page per token (a reset link, a couple's live list): rendered per request, never cached (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ storefront: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const t = await page.t('auth');
  return { title: t('resetTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

/** /passwords/{token}: the link of the reset e-mail. The token is checked when the form is sent. */
export default async function ResetPasswordPage({ params }: Props) {
  await pageContextFromParams(params);
  const { token } = await params;
  const t = await getTranslations('auth');
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.pageTitle}>{t('resetTitle')}</h1>
      <ResetPasswordForm token={token} />
    </main>
  );
}
