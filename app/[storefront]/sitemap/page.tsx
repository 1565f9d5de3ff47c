import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContextFromParams } from '@/lib/i18n/server';
import { getDocumentLinks } from '@/lib/content/queries/editorial';
import { getPageLinks } from '@/lib/content/queries/pages';
import { editorialMetadata } from '@/lib/content/metadata';
import { MAGAZINE_PATH, samePathEverywhere } from '@/lib/content/urls';
import { POST_TYPES } from '@/lib/content/post-types';
import { catalogueLinks } from '@/lib/sitemaps/sources';
import { EditorialHeader } from '@/components/content/EditorialHeader';
import { LinkListView, type ListedLink } from '@/components/content/LinkListView';
import page from '@/components/content/EditorialPage.module.css';
import styles from './sitemap.module.css';
import { metadataContext } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ storefront: string }> };

/** Company pages first, then the legal ones (spec §2 footer and legal pages). */
const HOUSE = ['about', 'trade', 'press', 'careers', 'design-service', 'interior-projects', 'contract', 'visit-us', 'affiliation', 'whistleblowing'];
const LEGAL = ['privacy', 'sales-terms', 'trade-sales-terms', 'cookies', 'ordering', 'shipping-and-returns', 'contact'];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const { locale } = page;
  const t = await page.t('editorial');
  return editorialMetadata({ locale, title: t('sitemap'), description: t('sitemapDescription'), paths: samePathEverywhere('/sitemap') });
}

/**
 * /sitemap: every category, artisan and editorial page in the visitor's language, for people (search
 * engines have /sitemap.xml, lib/seo/sitemap.ts).
 */
export default async function SitemapPage({ params }: Props) {
  const { language } = await pageContextFromParams(params);
  const [t, tSitemap, pages, documents, catalogue] = await Promise.all([
    getTranslations('editorial'),
    getTranslations('sitemapPage'),
    getPageLinks(language),
    getDocumentLinks(language),
    catalogueLinks(language),
  ]);
  const pick = (keys: string[]) => keys.flatMap((key) => (pages[key] ? [{ title: pages[key].title, url: pages[key].url }] : []));
  const listed = (links: { title: string; url: string; depth?: number }[]): ListedLink[] =>
    links.map(({ title, url, depth }) => (depth ? { title, url, nested: true } : { title, url }));
  const groups: { id: string; title: string; links: ListedLink[] }[] = [
    { id: 'categories', title: tSitemap('categories'), links: listed(catalogue.categories) },
    { id: 'artisans', title: tSitemap('artisans'), links: listed(catalogue.artisans) },
    { id: 'collections', title: t('collections'), links: listed(documents.filter((d) => d.kind === 'collection')) },
    { id: 'landings', title: t('landings'), links: listed(documents.filter((d) => d.kind === 'landing')) },
    {
      id: 'magazine',
      title: t('magazine'),
      links: [{ title: t('allStories'), url: MAGAZINE_PATH }, ...POST_TYPES.map((type) => ({ title: t(`postTypes.${type}`), url: `${MAGAZINE_PATH}/${type}` }))],
    },
    { id: 'house', title: t('theHouse'), links: pick(HOUSE) },
    { id: 'legal', title: t('legal'), links: pick(LEGAL) },
  ].filter((group) => group.links.length > 0);

  return (
    <main id="main" className={page.page}>
      <EditorialHeader title={t('sitemap')} />
      <div className={`${page.section} ${styles.groups}`}>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`sitemap-${group.id}`}>
            <h2 id={`sitemap-${group.id}`} className={styles.title}>
              {group.title}
            </h2>
            <LinkListView links={group.links} />
          </section>
        ))}
      </div>
    </main>
  );
}
