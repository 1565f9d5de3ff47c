import { getTranslations } from 'next-intl/server';
import { pageContextFromParams } from '@/lib/i18n/server';
import { getCollection } from '@/lib/content/queries/editorial';
import { collectionPath } from '@/lib/content/urls';
import { EditorialHeader } from '@/components/content/EditorialHeader';
import type { ListingSpec } from '@/lib/catalogue/listing-spec';
import { Listing } from '@/components/catalogue/Listing';
import { collectionFilter } from '@/components/catalogue/listing-source';
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

/**
 * /collections/{slug}: the editorial header, then the collection's products as a catalogue listing
 * (filters, sorts, pages) narrowed to the collection.
 */
export default async function CollectionRoute({ params }: Props) {
  const [info, { slug }] = await Promise.all([pageContextFromParams(params), params]);
  const read = await readWholePage(() => getCollection(info.language, slug));
  if (read.unavailable) return <ServiceUnavailable locale={info.locale} retry={collectionPath(slug)} cached />;
  const collection = read.value;
  if (!collection) {
    await moveToTranslation(info, 'collection', slug); // another language's slug: 308 to this one's
    return <ServedNotFound locale={info.locale} />;
  }
  const t = await getTranslations('editorial');
  const filter = collectionFilter(collection.products);
  const spec: ListingSpec = { locale: info.locale, audience: info.audience, source: { kind: 'collection', slug } };
  return (
    <main id="main" className={styles.page} data-document={collection.id}>
      <EditorialHeader eyebrow={t('collection')} title={collection.title} intro={collection.description} image={collection.headerImage} />
      <section className={styles.section}>
        {filter ? (
          <Listing key={collection.id} spec={spec} path={collectionPath(slug)} structuredData={{ name: collection.title, description: collection.description }} />
        ) : (
          <p className={styles.empty}>{t('noPieces')}</p>
        )}
      </section>
    </main>
  );
}
