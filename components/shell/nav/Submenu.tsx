'use client';

import { CdnSizedImage } from '@/components/content/CdnSizedImage';
import { Link } from '@/lib/i18n/navigation';
import { hidesImagesOnSmallDesktop, submenuColumns, type SubmenuItem } from '@/lib/content/menu';
import styles from './Submenu.module.css';

/** A submenu's text and image columns on the desktop grid (spec §2, §9), drawn in the browser once read. */
export function Submenu({ submenu }: { submenu: SubmenuItem[] }) {
  const columns = submenuColumns(submenu);
  const hideImages = hidesImagesOnSmallDesktop(submenu);
  return (
    <div className={styles.grid} style={{ ['--columns' as string]: columns }}>
      {submenu.map((entry) =>
        entry.kind === 'column' ? (
          <div key={entry.key} className={styles.column} style={{ gridColumn: `span ${entry.colspan}` }}>
            {entry.lists.map((list) => (
              <div key={list.header} className={styles.list}>
                <p className={styles.header}>{list.header}</p>
                <ul>
                  {list.links.map((link) => (
                    <li key={link.url + link.label}>
                      <Link href={link.url} className={link.highlighted ? styles.highlighted : styles.link}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
                {list.viewAll && (
                  <Link href={list.viewAll.url} className={styles.viewAll}>
                    {list.viewAll.label}
                  </Link>
                )}
              </div>
            ))}
          </div>
        ) : (
          <figure
            key={entry.key}
            className={`${styles.picture} ${hideImages ? styles.hideOnSmallDesktop : ''}`}
            style={{ gridColumn: `span ${entry.colspan}` }}
          >
            {entry.link ? (
              <Link href={entry.link.url} className={styles.pictureLink}>
                <CdnSizedImage src={entry.image.url} alt={entry.image.alt} width={entry.image.width} height={entry.image.height} sizes="(min-width: 1280px) 25vw, 33vw" className={styles.image} />
                <figcaption className={styles.caption}>{entry.link.label}</figcaption>
              </Link>
            ) : (
              <CdnSizedImage src={entry.image.url} alt={entry.image.alt} width={entry.image.width} height={entry.image.height} sizes="(min-width: 1280px) 25vw, 33vw" className={styles.image} />
            )}
          </figure>
        ),
      )}
    </div>
  );
}
