import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { localeFromParams } from '@/lib/i18n/server';
import { getLanding } from '@/lib/content/queries/editorial';
import { editorialMetadata } from '@/lib/content/metadata';
import { landingPath, pathsByLanguage } from '@/lib/content/urls';
import { Hero } from '@/components/content/Hero';
import { ImmersiveHeader } from '@/components/shell/ImmersiveHeader';
import { EditorialHeader } from '@/components/content/EditorialHeader';
import { Blocks } from '@/components/content/blocks/BlockRenderer';
import { blockContext } from '@/components/content/blocks/context';
import styles from '@/components/content/EditorialPage.module.css';
import { moveToTranslation } from '@/lib/content/translation';
import { ServedNotFound } from '@/components/status/ServedNotFound';
import { ServiceUnavailable } from '@/components/status/ServiceUnavailable';
import { readWholePage, unlessUnavailable } from '@/lib/services/unavailable';
import { metadataContext, notFoundMetadata } from '@/lib/seo/page-metadata';

/** Rendered on first request for each locale and variant, then cached for everyone (ADR 0012). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ locale, language }, { slug }] = await Promise.all([metadataContext(params), params]);
  // A service without an answer: the page says so (and its title); the head has nothing to add.
  const read = await unlessUnavailable(getLanding(language, slug));
  if (!read) return {};
  const landing = read.value;
  if (!landing) return notFoundMetadata(locale);
  return editorialMetadata({
    locale,
    title: landing.title,
    description: landing.subtitle,
    paths: pathsByLanguage(landing.slugs, landingPath),
    image: landing.heroImage,
    preview: (await draftMode()).isEnabled,
  });
}

/** /landing/{slug}: an editorial header and the editor's blocks. */
export default async function LandingPage({ params }: Props) {
  const [info, { slug }] = await Promise.all([localeFromParams(params), params]);
  const read = await readWholePage(() => getLanding(info.language, slug));
  if (read.unavailable) return <ServiceUnavailable locale={info.locale} retry={landingPath(slug)} cached />;
  const landing = read.value;
  if (!landing) {
    await moveToTranslation(info, 'landing', slug); // another language's slug: 308 to this one's
    return <ServedNotFound locale={info.locale} />;
  }
  const ctx = await blockContext(info, landing.content);
  return (
    <main id="main" className={styles.page} data-document={landing.id}>
      {landing.immersiveHeader && landing.heroImage ? (
        <>
          {/* The editor's immersive-header option: the picture opens the page, under a transparent header. */}
          <ImmersiveHeader />
          <Hero hero={{ image: landing.heroImage, title: landing.title, subtitle: landing.subtitle, link: null }} />
        </>
      ) : (
        <EditorialHeader title={landing.title} intro={landing.subtitle} image={landing.heroImage} />
      )}
      <Blocks blocks={landing.content} ctx={ctx} />
    </main>
  );
}
