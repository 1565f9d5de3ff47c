import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GuestOrderStatusForm } from '@/components/orders/GuestOrderStatusForm';
import { PageMessages } from '@/components/i18n/PageMessages';
import { PAGE_MESSAGES } from '@/lib/i18n/client-messages';
import { pageContextFromParams } from '@/lib/i18n/server';
import { metadataContext } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const t = await page.t('routes.orderStatus');
  return { title: t('title'), description: t('intro'), robots: { index: false, follow: true } };
}

/**
 * The guest order-status lookup (spec §2 remaining screens): order number and e-mail. A cached page
 * like every guest page; the form asks POST /api/order-status, which asks the commerce service.
 */
export default async function OrderStatusPage({ params }: Props) {
  const { locale } = await pageContextFromParams(params);
  const t = await getTranslations({ locale, namespace: 'routes.orderStatus' });
  return (
    <main id="main" style={{ padding: 'var(--space-8) var(--gutter)', maxWidth: '100rem', margin: '0 auto' }}>
      <h1>{t('title')}</h1>
      <p style={{ maxWidth: '40rem' }}>{t('intro')}</p>
      <PageMessages selection={PAGE_MESSAGES.orderStatus}>
        <GuestOrderStatusForm />
      </PageMessages>
    </main>
  );
}
