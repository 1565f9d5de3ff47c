import type { Metadata } from 'next';
import { localeFromParams } from '@/lib/i18n/server';
import { getPageByKey } from '@/lib/content/queries/editorial';
import { ContentPage, contentPageMetadata } from '@/components/content/ContentPage';
import { ServedNotFound } from '@/components/status/ServedNotFound';
import { metadataContext } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

const KEY = 'trade-sales-terms';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const { locale, language } = page;
  return contentPageMetadata(locale, await getPageByKey(language, KEY));
}

/** /terms-conditions-trade (spec §2), the same path in every language. */
export default async function TermsConditionsTradePage({ params }: Props) {
  const info = await localeFromParams(params);
  const page = await getPageByKey(info.language, KEY);
  if (!page) return <ServedNotFound locale={info.locale} />;
  return <ContentPage page={page} info={info} />;
}
