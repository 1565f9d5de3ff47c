import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { localeFromParams } from '@/lib/i18n/server';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import { SHELL_HEADER } from '@/lib/shell-visibility';
import { Shell } from '@/components/shell/Shell';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };


export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    title: { default: t('defaultTitle'), template: `%s · ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#15120f',
};

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await localeFromParams(params);

  const withShell = (await headers()).get(SHELL_HEADER) !== 'none';
  const messages = pickClientMessages(await getMessages());

  return (
    <NextIntlClientProvider messages={messages}>
      {withShell ? <Shell locale={locale}>{children}</Shell> : children}
    </NextIntlClientProvider>
  );
}
