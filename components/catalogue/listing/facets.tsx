import type { ReactNode } from 'react';
import type { ListingView } from '@/lib/catalogue/listing-spec';
import type { CategoryItem, FacetItem } from '@/lib/search/listing';
import { CategoryButton, FilterCheckbox, ShowMoreFacetValues } from './controls';
import type { CatalogueT } from './helpers';
import styles from '../Catalogue.module.css';

/** A facet's values beyond this many wait behind "show more". */
const FACET_VALUES_SHOWN = 8;

/** One filter of the drawer: a title that opens and closes its body. */
export function FacetGroup({ title, children, open = false }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className={styles.facet} open={open}>
      <summary className={styles.facetTitle}>{title}</summary>
      <div className={styles.facetBody}>{children}</div>
    </details>
  );
}

/** A facet of values to tick (materials, colours, an artisan's city…), its first values until the shopper asks for more. */
export function ListFacet({ t, title, name, attribute, items, view }: { t: CatalogueT; title: string; name: string; attribute: string; items: FacetItem[]; view: ListingView }) {
  if (items.length === 0) return null;
  const more = view.moreFacets?.includes(attribute) ?? false;
  return (
    <FacetGroup title={title}>
      <ul className={styles.optionList}>
        {(more ? items : items.slice(0, FACET_VALUES_SHOWN)).map((item) => (
          <li key={item.value}>
            <FilterCheckbox action={{ type: 'list', name, value: item.value }} checked={item.refined} label={item.label} count={item.count} />
          </li>
        ))}
      </ul>
      {items.length > FACET_VALUES_SHOWN && <ShowMoreFacetValues attribute={attribute} label={more ? t('showLessFacets') : t('showMoreFacets')} />}
    </FacetGroup>
  );
}

/** The category hierarchy, each level under its parent. */
export function Categories({ items }: { items: CategoryItem[] }) {
  return (
    <ul className={styles.optionList}>
      {items.map((item) => (
        <li key={item.value}>
          <CategoryButton value={item.value} refined={item.refined} label={item.label} count={item.count} />
          {item.children.length > 0 && <Categories items={item.children} />}
        </li>
      ))}
    </ul>
  );
}
