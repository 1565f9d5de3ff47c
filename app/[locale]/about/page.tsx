import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localeFromParams } from '@/lib/i18n/server';
import { getPageByKey } from '@/lib/content/queries/editorial';
import { ContentPage, contentPageMetadata } from '@/components/content/ContentPage';
import { ServedNotFound } from '@/components/status/ServedNotFound';

type Props = { params: Promise<{ locale: string }> };

const KEY = 'about';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, language } = await localeFromParams(params);
  return contentPageMetadata(locale, await getPageByKey(language, KEY));
}

/** /about (spec §2), the same path in every language. */
export default function AboutPage({ params }: Props) {
  return (
    <ServedNotFound params={params}>
      <AboutPageContent params={params} />
    </ServedNotFound>
  );
}

async function AboutPageContent({ params }: Props) {
  const info = await localeFromParams(params);
  const page = await getPageByKey(info.language, KEY);
  if (!page) notFound();
  return <ContentPage page={page} info={info} />;
}
