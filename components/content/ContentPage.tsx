import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { PageContext } from '@/lib/i18n/page-context';
import type { ContentPage as ContentPageData } from '@/lib/content/queries/editorial';
import { EditorialHeader } from './EditorialHeader';
import { RichText } from './RichText';
import { Blocks } from './blocks/BlockRenderer';
import { blockContext } from './blocks/context';
import styles from './EditorialPage.module.css';

export { contentPageMetadata } from './content-page-metadata';

/**
 * A company page (title, intro, picture, blocks) or a legal page (title, last update, text).
 * `lead` is the page's own part right under its header (e.g. the trade login on /trade), `after` its
 * own part after the blocks (e.g. the trade application form).
 */
export async function ContentPage({ page, info, lead, after }: { page: ContentPageData; info: PageContext; lead?: ReactNode; after?: ReactNode }) {
  const [ctx, t, format] = await Promise.all([blockContext(info, page.content), getTranslations('editorial'), getFormatter()]);
  const legal = page.type === 'legalPage';
  const updated = legal && page.updatedAt ? t('lastUpdated', { date: format.dateTime(new Date(page.updatedAt), 'long') }) : null;
  return (
    <main id="main" className={styles.page} data-document={page.id}>
      <EditorialHeader title={page.title} intro={page.intro} meta={updated} image={page.heroImage} />
      {lead}
      {page.body?.length ? (
        <div className={styles.legal}>
          <RichText value={page.body} products={ctx.products} />
        </div>
      ) : null}
      <Blocks blocks={page.content} ctx={ctx} />
      {after}
    </main>
  );
}
