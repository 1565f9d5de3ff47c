import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContextFromParams } from '@/lib/i18n/server';
import { ForgotPasswordForm } from '@/components/account/auth/PasswordPages';
import styles from '@/components/account/auth/Auth.module.css';
import { metadataContext } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const t = await page.t('auth');
  return { title: t('forgotTitle'), robots: { index: false } };
}

/** /passwords: forgot password (POST passwords). */
export default async function ForgotPasswordPage({ params }: Props) {
  await pageContextFromParams(params);
  const t = await getTranslations('auth');
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.pageTitle}>{t('forgotTitle')}</h1>
      <ForgotPasswordForm />
    </main>
  );
}
