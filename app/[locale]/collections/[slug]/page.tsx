import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { draftMode } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { localeFromParams } from '@/lib/i18n/server';
import type { LocaleInfo } from '@/lib/i18n/locales';
import { getCollection, type CollectionPage } from '@/lib/content/queries/editorial';
import { lookupProducts, productsByRule } from '@/lib/content/product-lookup';
import { editorialMetadata } from '@/lib/content/metadata';
import { collectionPath, pathsByLanguage } from '@/lib/content/urls';
import { EditorialHeader } from '@/components/content/EditorialHeader';
import { ProductGrid } from '@/components/content/ProductCard';
import styles from '@/components/content/EditorialPage.module.css';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ locale, language }, { slug }] = await Promise.all([localeFromParams(params), params]);
  const collection = await getCollection(language, slug);
  if (!collection) return {};
  return editorialMetadata({
    locale,
    title: collection.title,
    description: collection.description,
    paths: pathsByLanguage(collection.slugs, collectionPath),
    image: collection.headerImage,
    preview: (await draftMode()).isEnabled,
  });
}

/** The collection's products: the editor's ids in their order, or the first products matching its rule. */
async function collectionProducts(info: LocaleInfo, selection: CollectionPage['products']) {
  if (selection?.mode === 'ids') {
    const ids = selection.productIds ?? [];
    const found = await lookupProducts(info, ids);
    return ids.flatMap((id) => found.get(id) ?? []);
  }
  if (selection?.mode === 'rule' && selection.rule) return productsByRule(info, selection.rule);
  return [];
}

/**
 * /collections/{slug}: the editorial header and the collection's products as a server-rendered grid
 * (the catalogue's listing with filters replaces the grid when it lands).
 */
export default async function CollectionRoute({ params }: Props) {
  const [info, { slug }] = await Promise.all([localeFromParams(params), params]);
  const collection = await getCollection(info.language, slug);
  if (!collection) notFound();
  const [products, t] = await Promise.all([collectionProducts(info, collection.products), getTranslations('editorial')]);
  return (
    <main id="main" className={styles.page} data-document={collection.id}>
      <EditorialHeader eyebrow={t('collection')} title={collection.title} intro={collection.description} image={collection.headerImage} />
      <section className={styles.section} aria-labelledby="collection-products">
        <h2 id="collection-products" className={styles.sectionTitle}>
          {t('pieces', { count: products.length })}
        </h2>
        {products.length > 0 ? <ProductGrid products={products} tag={info.tag} /> : <p className={styles.empty}>{t('noPieces')}</p>}
      </section>
    </main>
  );
}
