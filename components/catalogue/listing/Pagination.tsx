import { MAX_PAGE, type ListingAction } from '@/lib/catalogue/listing-state';
import type { RouteState } from '@/lib/catalogue/url-state';
import { ListingLink } from './controls';
import { hrefOf, type CatalogueT } from './helpers';
import styles from '../Catalogue.module.css';
import { SpokenText } from '@/components/ui/SpokenText';

/** Up to five page links around the current page, with previous and next; real URLs for crawlers. */
export function Pagination({ t, route, page, nbPages }: { t: CatalogueT; route: RouteState; page: number; nbPages: number }) {
  const total = Math.min(nbPages, MAX_PAGE);
  if (total <= 1) return null;
  const start = Math.max(1, Math.min(page - 2, total - 4));
  const pages = Array.from({ length: Math.min(5, total) }, (_, i) => start + i);
  const link = (target: number): { action: ListingAction; href: string } => {
    const next: RouteState = { ...route };
    delete next.ppage;
    if (target > 1) next.ppage = String(target);
    return { action: { type: 'page', page: target }, href: hrefOf(next) };
  };
  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      {page > 1 && (
        <ListingLink {...link(page - 1)} rel="prev" aria-label={t('previousPage')}>
          ‹
        </ListingLink>
      )}
      {pages.map((target) =>
        target === page ? (
          <span key={target} aria-current="page">
            <SpokenText spoken={t('currentPage', { page: target })}>{target}</SpokenText>
          </span>
        ) : (
          <ListingLink key={target} {...link(target)} aria-label={t('page', { page: target })}>
            {target}
          </ListingLink>
        ),
      )}
      {page < total && (
        <ListingLink {...link(page + 1)} rel="next" aria-label={t('nextPage')}>
          ›
        </ListingLink>
      )}
    </nav>
  );
}
