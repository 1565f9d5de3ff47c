import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { pageContextFromParams } from '@/lib/i18n/server';
import { MAGAZINE_PATH, pathsByLanguage, postPath } from '@/lib/content/urls';
import { isPostType } from '@/lib/content/post-types';
import { EditorialHeader } from '@/components/content/EditorialHeader';
import { DocumentCard } from '@/components/content/DocumentCard';
import { Blocks } from '@/components/content/blocks/BlockRenderer';
import { blockContext } from '@/components/content/blocks/context';
import styles from '@/components/content/EditorialPage.module.css';
import { moveToTranslation } from '@/lib/content/translation';
import { ServedNotFound } from '@/components/status/ServedNotFound';
import { ServiceUnavailable } from '@/components/status/ServiceUnavailable';
import { readWholePage } from '@/lib/services/unavailable';
import { absoluteUrl, siteOrigin } from '@/lib/seo';
import { blogPostingJsonLd } from '@/lib/seo/blog-posting';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb-list';
import { contentImageUrl } from '@/lib/content/image';
import { JsonLd } from '@/components/seo/JsonLd';

/** Rendered on first request for each locale and variant, then cached for everyone (ADR 0012). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ storefront: string; postType: string; slug: string }> };

export { generateMetadata } from './metadata';
import { load } from './metadata';

/** /magazine/{postType}/{slug}: a magazine post of any of the eleven kinds, with three related posts. */
export default async function PostPage({ params }: Props) {
  const read = await readWholePage(() => load(params));
  if (read.unavailable) {
    const [{ locale }, { postType, slug }] = await Promise.all([pageContextFromParams(params), params]);
    return <ServiceUnavailable locale={locale} retry={`${MAGAZINE_PATH}/${postType}/${slug}`} cached />;
  }
  const { info, post, postType, slug } = read.value;
  if (!post) {
    if (isPostType(postType)) await moveToTranslation(info, 'magazine', slug, postType); // another language's slug: 308 to this one's
    return <ServedNotFound locale={info.locale} />;
  }
  const [ctx, t, format] = await Promise.all([blockContext(info, post.content), getTranslations('editorial'), getFormatter()]);
  const date = post.publishedAt ? format.dateTime(new Date(post.publishedAt), 'long') : null;
  const related = post.related ?? [];
  const paths = pathsByLanguage(post.slugs, postPath(post.postType));
  const typeLabel = post.postTypeLabel ?? (isPostType(post.postType) ? t(`postTypes.${post.postType}`) : post.postType);
  const url = absoluteUrl(info.locale, paths[info.language] ?? paths.en ?? MAGAZINE_PATH);
  return (
    <main id="main" className={styles.page} data-document={post.id}>
      <article className={styles.article}>
        <EditorialHeader
          eyebrow={<Link href={`${MAGAZINE_PATH}/${post.postType}`}>{typeLabel}</Link>}
          title={post.title}
          intro={post.excerpt}
          meta={
            <>
              {post.author ? t('byAuthor', { author: post.author }) : null}
              {post.author && date ? ' · ' : null}
              {date ? <time dateTime={post.publishedAt!}>{date}</time> : null}
            </>
          }
          image={post.heroImage}
        />
        <Blocks blocks={post.content} ctx={ctx} />
      </article>
      <JsonLd
        data={blogPostingJsonLd({
          locale: info.locale,
          url,
          origin: siteOrigin(),
          headline: post.title,
          description: post.excerpt,
          image: post.heroImage?.ref ? contentImageUrl(post.heroImage.ref, 1200) : null,
          author: post.author,
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
        })}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('magazine'), url: absoluteUrl(info.locale, MAGAZINE_PATH) },
          { name: typeLabel, url: absoluteUrl(info.locale, `${MAGAZINE_PATH}/${post.postType}`) },
          { name: post.title, url },
        ])}
      />
      {related.length > 0 ? (
        <section className={styles.section} aria-labelledby="related-posts">
          <h2 id="related-posts" className={styles.sectionTitle}>
            {t('related')}
          </h2>
          <ul className={styles.cards}>
            {related.map((document) => (
              <li key={document.id}>
                <DocumentCard document={document} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
