import type { ListingView } from '@/lib/catalogue/listing-spec';
import type { CategoryItem, FacetItem } from '@/lib/search/listing';
import { CategoryButton } from './controls';
import { FacetOptions, type FacetOption } from './FacetOptions';
import type { CatalogueT } from './helpers';
import styles from '../Catalogue.module.css';

/** A facet's values beyond this many wait behind "show more". */
const FACET_VALUES_SHOWN = 8;

/** A facet of values to tick (materials, colours, an artisan's city…), its first values until the shopper asks for more. */
export function ListFacet({ t, title, name, attribute, items, view }: { t: CatalogueT; title: string; name: string; attribute: string; items: FacetItem[]; view: ListingView }) {
  if (items.length === 0) return null;
  const more = view.moreFacets?.includes(attribute) ?? false;
  const options = (more ? items : items.slice(0, FACET_VALUES_SHOWN)).map(facetOption);
  const toggleLabel = items.length > FACET_VALUES_SHOWN ? (more ? t('showLessFacets') : t('showMoreFacets')) : undefined;
  return <FacetOptions title={title} name={name} attribute={attribute} options={options} {...(toggleLabel ? { toggleLabel } : {})} />;
}

/** What the browser needs of a facet value: the label only where it differs from the value, `refined` only when set. */
export function facetOption({ value, label, count, refined }: FacetItem): FacetOption {
  return { value, count, ...(label !== value ? { label } : {}), ...(refined ? { refined: true as const } : {}) };
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
