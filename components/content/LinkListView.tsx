'use client';

import { Link } from '@/lib/i18n/navigation';
import styles from './LinkList.module.css';

/** One entry of a list of links: a subcategory (`nested`) sits indented under its parent. */
export interface ListedLink {
  url: string;
  title: string;
  nested?: boolean;
}

/**
 * A long list of links (the sitemap page's categories and artisans), drawn in the browser's tree from
 * its few fields, as `DocumentCardView`: a server component's `<li><Link>` travels in the flight data
 * beside the same markup in the HTML, about 150 bytes a link where its fields take 60; with a
 * catalogue's hundreds of categories and artisans, that was the page's weight.
 */
export function LinkListView({ links }: { links: ListedLink[] }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.url} className={link.nested ? styles.nested : undefined}>
          <Link href={link.url}>{link.title}</Link>
        </li>
      ))}
    </ul>
  );
}
