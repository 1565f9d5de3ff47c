import type { Metadata } from 'next';
import { pageContextFromParams } from '@/lib/i18n/server';
import { getPageByKey } from '@/lib/content/queries/editorial';
import { ContentPage, contentPageMetadata } from '@/components/content/ContentPage';
import { TradeMemberLogin } from '@/components/account/auth/TradeMemberLogin';
import { TradeApplySection } from '@/components/trade/TradeApplySection';
import { ServedNotFound } from '@/components/status/ServedNotFound';
import { ServiceUnavailable } from '@/components/status/ServiceUnavailable';
import { readWholePage, unlessUnavailable } from '@/lib/services/unavailable';
import { metadataContext } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ storefront: string }> };

const KEY = 'trade';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, language } = await metadataContext(params);
  // A service without an answer: the page says so (and its title); the head has nothing to add.
  const read = await unlessUnavailable(getPageByKey(language, KEY));
  return read ? contentPageMetadata(locale, read.value) : {};
}

/**
 * /trade (spec §2), the same path in every language: the programme (content service), the trade
 * login and the application form (`#apply`). Nothing here reads cookies or the account, so the page
 * is cached per locale; the form asks who is applying after load.
 */
export default async function TradePage({ params }: Props) {
  const info = await pageContextFromParams(params);
  const read = await readWholePage(() => getPageByKey(info.language, KEY));
  if (read.unavailable) return <ServiceUnavailable locale={info.locale} retry="/trade" cached />;
  const page = read.value;
  if (!page) return <ServedNotFound locale={info.locale} />;
  return <ContentPage page={page} info={info} lead={<TradeMemberLogin />} after={<TradeApplySection info={info} />} />;
}
