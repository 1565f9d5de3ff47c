import type { Locale } from '@/lib/i18n/locale-list';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { getPosts } from '@/lib/content/queries/editorial';
import { MAGAZINE_PATH } from '@/lib/content/urls';
import { POST_TYPES, type PostType } from '@/lib/content/post-types';
import type { Language } from '@/lib/i18n/languages';
import { EditorialHeader } from './EditorialHeader';
import { DocumentCard } from './DocumentCard';
import { ServiceUnavailable } from '@/components/status/ServiceUnavailable';
import { readWholePage } from '@/lib/services/unavailable';
import { absoluteUrl, siteOrigin } from '@/lib/seo';
import { collectionPage } from '@/lib/seo/item-list';
import { CardsJsonLd } from '@/components/seo/CardsJsonLd';
import page from './EditorialPage.module.css';
import styles from './MagazineIndex.module.css';

/** /magazine and /magazine/{postType}: the posts, newest first, with a way to each post type (and their ItemList for search engines). */
export async function MagazineIndex({ locale, language, postType }: { locale: Locale; language: Language; postType: PostType | null }) {
  const [read, t, counts] = await Promise.all([readWholePage(() => getPosts(language, postType)), getTranslations('editorial'), getTranslations('listingCounts')]);
  // The content service gave no answer and there is no good copy to keep: the designed state (503).
  if (read.unavailable) return <ServiceUnavailable retry={postType ? `${MAGAZINE_PATH}/${postType}` : MAGAZINE_PATH} cached />;
  const posts = read.value;
  const origin = siteOrigin();
  const path = postType ? `${MAGAZINE_PATH}/${postType}` : MAGAZINE_PATH;
  return (
    <main id="main" className={page.page}>
      {/* The ItemList drawn in the browser's tree from the posts' names and paths: the flight data carries them, not the script's text again. */}
      <CardsJsonLd
        page={collectionPage({ locale, url: absoluteUrl(locale, path, origin), name: postType ? t(`postTypes.${postType}`) : t('magazine'), description: postType ? null : t('magazineIntro') })}
        cards={posts.map((post) => ({ title: post.title, permalink: post.url }))}
        base={absoluteUrl(locale, '', origin)}
      />
      <EditorialHeader
        eyebrow={postType ? <Link href={MAGAZINE_PATH}>{t('magazine')}</Link> : undefined}
        title={postType ? t(`postTypes.${postType}`) : t('magazine')}
        intro={postType ? null : t('magazineIntro')}
      />
      <nav className={styles.types} aria-label={t('postTypesNav')}>
        <ul>
          <li>
            <Link href={MAGAZINE_PATH} aria-current={postType === null ? 'page' : undefined}>
              {t('allStories')}
            </Link>
          </li>
          {POST_TYPES.map((type) => (
            <li key={type}>
              <Link href={`${MAGAZINE_PATH}/${type}`} aria-current={postType === type ? 'page' : undefined}>
                {t(`postTypes.${type}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={page.section}>
        <h2 className="visually-hidden">{t('stories')}</h2>
        {posts.length > 0 && <p className={styles.count}>{counts('posts.total', { count: posts.length })}</p>}
        {posts.length > 0 ? (
          <ul className={page.cards}>
            {posts.map((post, index) => (
              <li key={post.id}>
                <DocumentCard document={post} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={page.empty}>{t('noStories')}</p>
        )}
      </section>
    </main>
  );
}
