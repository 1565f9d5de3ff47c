import { pageContextFromParams } from '@/lib/i18n/server';
import { getLanding } from '@/lib/content/queries/editorial';
import { landingPath } from '@/lib/content/urls';
import { Hero } from '@/components/content/Hero';
import { ImmersiveHeaderLater } from '@/components/shell/ImmersiveHeaderLater';
import { EditorialHeader } from '@/components/content/EditorialHeader';
import { Blocks } from '@/components/content/blocks/BlockRenderer';
import { blockContext } from '@/components/content/blocks/context';
import styles from '@/components/content/EditorialPage.module.css';
import { moveToTranslation } from '@/lib/content/translation';
import { ServedNotFound } from '@/components/status/ServedNotFound';
import { ServiceUnavailable } from '@/components/status/ServiceUnavailable';
import { readWholePage } from '@/lib/services/unavailable';

/** Rendered on first request for each locale and variant, then cached for everyone (ADR 0012). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ storefront: string; slug: string }> };

export { generateMetadata } from './metadata';

/** /landing/{slug}: an editorial header and the editor's blocks. */
export default async function LandingPage({ params }: Props) {
  const [info, { slug }] = await Promise.all([pageContextFromParams(params), params]);
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
          <ImmersiveHeaderLater />
          <Hero hero={{ image: landing.heroImage, title: landing.title, subtitle: landing.subtitle, link: null }} />
        </>
      ) : (
        <EditorialHeader title={landing.title} intro={landing.subtitle} image={landing.heroImage} />
      )}
      <Blocks blocks={landing.content} ctx={ctx} />
    </main>
  );
}
