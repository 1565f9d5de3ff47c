import { getTranslations } from 'next-intl/server';
import type { Category } from '@/lib/commerce/categories';
import { Link } from '@/lib/i18n/navigation';
import styles from './Listing.module.css';

/** Breadcrumbs (/categories/{grandparent}/{parent}/{slug}), title, description and subcategories. */
export async function CategoryHeader({ category }: { category: Category }) {
  const t = await getTranslations('catalogue');
  return (
    <header className={styles.header}>
      <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
        <ol>
          <li>
            <Link href="/">{t('home')}</Link>
          </li>
          {category.ancestors.map((ancestor) => (
            <li key={ancestor.permalink}>
              <Link href={`/categories/${ancestor.localizedPermalink}`}>{ancestor.name}</Link>
            </li>
          ))}
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <h1 className={styles.title}>{category.name}</h1>
      {category.description && <p className={styles.description}>{category.description}</p>}
      {category.children.length > 0 && (
        <ul className={styles.subcategories} aria-label={t('subcategories')}>
          {category.children.map((child) => (
            <li key={child.permalink}>
              <Link href={`/categories/${child.localizedPermalink}`}>{child.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
