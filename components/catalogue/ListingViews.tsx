import Image from 'next/image';
import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/money';
import { ARTISAN_SORTS, LIST_INITIAL_ITEMS, PRODUCT_SORTS } from '@/lib/catalogue/indexes';
import { PREMIUM_PLUS_LEVEL, toLiteProduct, type IndexRecord } from '@/lib/catalogue/lite-product';
import { MAX_PAGE, routeToQueryString, type ListingAction } from '@/lib/catalogue/listing-state';
import type { ListingSpec, ListingView } from '@/lib/catalogue/listing-spec';
import { ARTISAN_FACETS } from '@/lib/catalogue/artisan-url-state';
import { countedKind } from '@/lib/catalogue/listing-counts';
import { LIST_FACETS, rangeFacets, SHIPPING_CHOICES, toggleFacets, type RouteState } from '@/lib/catalogue/url-state';
import { fromCentimetres } from '@/lib/catalogue/units';
import { unitsOf, type Currency, type Units } from '@/lib/i18n/countries';
import { parseLocale } from '@/lib/i18n/locales';
import { placeName } from '@/lib/i18n/places';
import { Link } from '@/lib/i18n/navigation';
import type { ArtisanListingResult, FacetItem, ProductListingResult, CategoryItem } from '@/lib/search/listing';
import { CategoryButton, ChipButton, FilterCheckbox, FilterDrawer, FiltersButton, ListingLink, RangeForm, RetryButton, ShowMoreFacetValues, ShowMorePieces, SortSelect } from './listing-controls';
import { ProductCard } from './ProductCard';
import { TradePrices } from './TradePrices';
import styles from './Catalogue.module.css';
import artisanStyles from './Artisans.module.css';

type T = Awaited<ReturnType<typeof getTranslations<'catalogue'>>>;

const all = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
/** A URL relative to the page (the public one in the browser, whatever route rendered it). */
const hrefOf = (route: RouteState) => routeToQueryString(route) || '?';
const FACET_VALUES_SHOWN = 8;

function FacetGroup({ title, children, open = false }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className={styles.facet} open={open}>
      <summary className={styles.facetTitle}>{title}</summary>
      <div className={styles.facetBody}>{children}</div>
    </details>
  );
}

function ListFacet({ t, title, name, attribute, items, view }: { t: T; title: string; name: string; attribute: string; items: FacetItem[]; view: ListingView }) {
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

function Categories({ items }: { items: CategoryItem[] }) {
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

function Pagination({ t, route, page, nbPages }: { t: T; route: RouteState; page: number; nbPages: number }) {
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
          <span key={target} aria-current="page" aria-label={t('currentPage', { page: target })}>
            {target}
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

/** "Search unavailable": the listing's designed state when the search failed, was refused or was slow. */
function Unavailable({ t }: { t: T }) {
  return (
    <div className={styles.empty} role="alert">
      <p>{t('searchUnavailable')}</p>
      <RetryButton label={t('retry')} />
      <p>
        <Link href="/" prefetch={false} className={styles.textButton}>
          {t('unavailableBack')}
        </Link>
      </p>
    </div>
  );
}

interface Chip {
  key: string;
  label: string;
  action: ListingAction;
}

function productChips(t: T, route: RouteState, currency: Currency, units: Units, money: (n: number) => string): Chip[] {
  const chips: Chip[] = [];
  const category = first(route.category);
  if (category) chips.push({ key: 'category', label: category.split(' > ').pop() ?? category, action: { type: 'remove', name: 'category' } });
  for (const name of Object.keys(LIST_FACETS)) for (const value of all(route[name])) chips.push({ key: `${name}:${value}`, label: value, action: { type: 'remove', name, value } });
  for (const name of Object.keys(rangeFacets(currency)) as (keyof ReturnType<typeof rangeFacets>)[]) {
    const range = first(route[name]);
    if (!range) continue;
    const [min, max] = range.split(':').map((v) => (v === '' ? null : Number(v)));
    const title = name === 'price' ? t('facets.price') : t(name);
    const text = (value: number) => (name === 'price' ? money(value) : `${Math.round(fromCentimetres(value, units))} ${units}`);
    if (min !== null) chips.push({ key: `${name}:min`, label: `${title} ≥ ${text(min)}`, action: { type: 'range', name, min: null, max } });
    if (max !== null) chips.push({ key: `${name}:max`, label: `${title} ≤ ${text(max)}`, action: { type: 'range', name, min, max: null } });
  }
  const shipping = SHIPPING_CHOICES.find((c) => c.name === first(route.shipping));
  if (shipping) chips.push({ key: 'shipping', label: t(`shippingChoices.${shipping.name}`), action: { type: 'remove', name: 'shipping' } });
  for (const name of Object.keys(toggleFacets(currency)) as (keyof ReturnType<typeof toggleFacets>)[]) {
    if (first(route[name]) === '1') chips.push({ key: name, label: t(`toggles.${name}`), action: { type: 'remove', name } });
  }
  return chips;
}

function Chips({ t, chips, route }: { t: T; chips: Chip[]; route: RouteState }) {
  if (chips.length === 0) return null;
  const query = first(route.query);
  return (
    <div className={styles.chips} role="region" aria-label={t('appliedFilters')}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <ChipButton action={chip.action} label={chip.label} removeLabel={t('removeFilter', { label: chip.label })} />
          </li>
        ))}
      </ul>
      <ListingLink action={{ type: 'clear' }} href={hrefOf(query ? { query } : {})} className={styles.textButton}>
        {t('clearAll')}
      </ListingLink>
    </div>
  );
}

export interface ProductListingViewProps {
  spec: ListingSpec;
  route: RouteState;
  result: ProductListingResult;
  view: ListingView;
  showCategories: boolean;
}

/** A product listing's state as server HTML: filters, toolbar, applied filters, cards, pages. */
export async function ProductListingView({ spec, route, result, view, showCategories }: ProductListingViewProps) {
  const { country } = parseLocale(spec.locale as never);
  const currency = country.currency;
  const units = unitsOf(country);
  const t = await getTranslations({ locale: spec.locale, namespace: 'catalogue' });
  if (result.status === 'unavailable') return <Unavailable t={t} />;
  const counts = await getTranslations({ locale: spec.locale, namespace: 'listingCounts' });
  const kind = countedKind(spec.source);

  const format = await getFormatter({ locale: spec.locale });
  const money = (value: number) => formatPrice(format, value, currency, { whole: true });
  const chips = productChips(t, route, currency, units, money);
  const isTrade = spec.audience === 'trade';
  const ranges = rangeFacets(currency);
  const rangeOf = (name: keyof typeof ranges) => {
    const [min, max] = (first(route[name]) ?? ':').split(':');
    return { start: min ? Number(min) : null, end: max ? Number(max) : null };
  };
  const symbol = { USD: '$', EUR: '€', GBP: '£' }[currency];
  const rangeLabels = { minimumLabel: t('minimum'), maximumLabel: t('maximum'), applyLabel: t('apply') };
  const canRange = (attribute: string, name: keyof typeof ranges) => {
    const stats = result.ranges[attribute];
    return route[name] !== undefined || (stats && stats.min !== null && stats.max !== null && stats.min !== stats.max);
  };
  const sort = first(route.sort) ?? 'recommended';
  const hits = view.allHits ? result.hits : result.hits.slice(0, LIST_INITIAL_ITEMS);
  const hidden = result.hits.length - hits.length;
  const hasFilters = chips.length > 0;

  const query = spec.source.kind === 'search' ? first(route.query) : undefined;
  // The list impressions and clicks report, and the text search's query and count (lib/analytics/product-tracking.ts).
  const grid = (
    <ul className={styles.grid} data-item-list={listName(spec)} data-search-query={query || undefined} data-search-results={query ? result.nbHits : undefined}>
      {hits.map((hit, index) => (
        <li key={hit.objectID}>
          <ProductCard product={toLiteProduct(hit, currency)} currency={currency} country={country.isocode} showTradePrice={isTrade} priority={index < 4} />
        </li>
      ))}
    </ul>
  );

  return (
    <div className={styles.layout}>
      <FilterDrawer title={t('filters')} closeLabel={t('closeFilters')} showResultsLabel={counts(`${kind}.show`, { count: result.nbHits })}>
        {showCategories && result.categories.length > 0 && (
          <FacetGroup title={t('facets.categories')} open>
            <Categories items={result.categories} />
          </FacetGroup>
        )}
        {(Object.entries(LIST_FACETS) as [keyof typeof LIST_FACETS, string][]).map(([name, attribute]) => (
          <ListFacet key={name} t={t} title={t(`facets.${name}`)} name={name} attribute={attribute} items={result.lists[attribute] ?? []} view={view} />
        ))}
        {canRange(ranges.price, 'price') && (
          <FacetGroup title={t('facets.price')}>
            <RangeForm
              key={`price:${first(route.price) ?? ''}`}
              name="price"
              label={t('facets.price')}
              unit={symbol}
              {...rangeLabels}
              lowest={result.ranges[ranges.price]?.min ?? null}
              highest={result.ranges[ranges.price]?.max ?? null}
              {...rangeOf('price')}
            />
          </FacetGroup>
        )}
        <FacetGroup title={t('facets.dimensions')}>
          {(['width', 'height', 'depth'] as const).map((name) =>
            canRange(ranges[name], name) ? (
              <fieldset key={name} className={styles.dimension}>
                <legend>{t(name)}</legend>
                <RangeForm
                  key={`${name}:${first(route[name]) ?? ''}`}
                  name={name}
                  label={t(name)}
                  unit={units}
                  units={units}
                  {...rangeLabels}
                  lowest={result.ranges[ranges[name]]?.min ?? null}
                  highest={result.ranges[ranges[name]]?.max ?? null}
                  {...rangeOf(name)}
                />
              </fieldset>
            ) : null,
          )}
        </FacetGroup>
        <FacetGroup title={t('facets.shipping')}>
          <ul className={styles.optionList}>
            {SHIPPING_CHOICES.map((choice) => (
              <li key={choice.name}>
                <FilterCheckbox action={{ type: 'shipping', value: choice.name }} checked={first(route.shipping) === choice.name} label={t(`shippingChoices.${choice.name}`)} />
              </li>
            ))}
          </ul>
        </FacetGroup>
        <FacetGroup title={t('facets.more')}>
          <ul className={styles.optionList}>
            {(Object.entries(toggleFacets(currency)) as [keyof ReturnType<typeof toggleFacets>, string][]).map(([name, attribute]) => {
              const count = result.toggles[attribute] ?? null;
              const refined = first(route[name]) === '1';
              return (
                <li key={name}>
                  <FilterCheckbox action={{ type: 'toggle', name }} checked={refined} disabled={!count} label={t(`toggles.${name}`)} count={count} />
                </li>
              );
            })}
          </ul>
        </FacetGroup>
      </FilterDrawer>
      <div className={styles.main}>
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite">
            {counts(`${kind}.total`, { count: result.nbHits })}
          </p>
          <FiltersButton label={hasFilters ? t('filtersWithCount', { count: chips.length }) : t('filters')} />
          <SortSelect label={t('sortBy')} value={sort} options={PRODUCT_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) }))} />
        </div>
        <Chips t={t} chips={chips} route={route} />
        {result.nbHits === 0 ? (
          <div className={styles.empty}>
            {hasFilters ? (
              <>
                <h2 className={styles.emptyTitle}>{t('noProducts')}</h2>
                <ListingLink action={{ type: 'clear' }} href={hrefOf(first(route.query) ? { query: first(route.query)! } : {})} className={styles.textButton}>
                  {t('clearFilters')}
                </ListingLink>
              </>
            ) : (
              <>
                <h2 className={styles.emptyTitle}>{t('noResultsTitle')}</h2>
                <p>{t('noResults', { query: first(route.query) ?? '' })}</p>
              </>
            )}
          </div>
        ) : isTrade ? (
          <TradePrices ids={hits.map((hit) => hit.objectID)} currency={currency}>
            {grid}
          </TradePrices>
        ) : (
          grid
        )}
        {hidden > 0 && <ShowMorePieces label={counts(`${kind}.more`, { count: hidden })} />}
        <Pagination t={t} route={route} page={result.page} nbPages={result.nbPages} />
      </div>
    </div>
  );
}

interface ArtisanRecord extends IndexRecord {
  name: string;
  slug: string;
  city: string;
  image: string | null;
  categories: string[];
  product_count: number;
  vendor_program_level: number;
}

/** Spec §2 artisans list: filters (city, category, material), the two §9 sorts, "no artisans found". */
export async function ArtisanListingView({ spec, route, result, view }: { spec: ListingSpec; route: RouteState; result: ArtisanListingResult; view: ListingView }) {
  const t = await getTranslations({ locale: spec.locale, namespace: 'catalogue' });
  if (result.status === 'unavailable') return <Unavailable t={t} />;
  const counts = await getTranslations({ locale: spec.locale, namespace: 'listingCounts' });
  const kind = countedKind(spec.source);
  const { language } = parseLocale(spec.locale);
  const titles = { category: t('artisanFacets.categories'), city: t('artisanFacets.city'), material: t('artisanFacets.materials') };
  // A city stays the index's value in the URL and the filter; it is shown as the visitor's language names it.
  const labelOf = (name: keyof typeof ARTISAN_FACETS, value: string) => (name === 'city' ? placeName(value, language) : value);
  const itemsOf = (name: keyof typeof ARTISAN_FACETS) => (result.lists[ARTISAN_FACETS[name]] ?? []).map((item) => ({ ...item, label: labelOf(name, item.value) }));
  const chips: Chip[] = (Object.keys(ARTISAN_FACETS) as (keyof typeof ARTISAN_FACETS)[]).flatMap((name) =>
    all(route[name]).map((value) => ({ key: `${name}:${value}`, label: labelOf(name, value), action: { type: 'remove', name, value } as ListingAction })),
  );
  const sort = first(route.sort) ?? 'recommended';
  const hits = result.hits as ArtisanRecord[];
  return (
    <div className={styles.layout}>
      <FilterDrawer title={t('filters')} closeLabel={t('closeFilters')} showResultsLabel={counts(`${kind}.show`, { count: result.nbHits })}>
        {(['category', 'city', 'material'] as const).map((name) => (
          <ListFacet key={name} t={t} title={titles[name]} name={name} attribute={ARTISAN_FACETS[name]} items={itemsOf(name)} view={view} />
        ))}
      </FilterDrawer>
      <div className={styles.main}>
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite">
            {counts(`${kind}.total`, { count: result.nbHits })}
          </p>
          <FiltersButton label={chips.length ? t('filtersWithCount', { count: chips.length }) : t('filters')} />
          <SortSelect label={t('sortBy')} value={sort} options={ARTISAN_SORTS.map((value) => ({ value, label: t(`artisanSorts.${value}`) }))} />
        </div>
        <Chips t={t} chips={chips} route={route} />
        {result.nbHits === 0 ? (
          <div className={styles.empty}>
            <h2 className={styles.emptyTitle}>{t('noArtisans')}</h2>
            <ListingLink action={{ type: 'clear' }} href="?" className={styles.textButton}>
              {t('clearFilters')}
            </ListingLink>
          </div>
        ) : (
          <ul className={artisanStyles.grid}>
            {hits.map((artisan, index) => (
              <li key={artisan.objectID}>
                <Link href={`/artisans/${artisan.slug}`} className={artisanStyles.card}>
                  <div className={artisanStyles.portrait}>
                    {artisan.image && (
                      <Image src={artisan.image} alt="" fill sizes="(min-width: 1280px) 30vw, (min-width: 768px) 45vw, 100vw" priority={index < 2} className={artisanStyles.image} />
                    )}
                  </div>
                  <h2 className={artisanStyles.name}>{artisan.name}</h2>
                  <p className={artisanStyles.meta}>
                    {placeName(artisan.city, language)} · {t('artisanPieces', { count: artisan.product_count })}
                    {artisan.vendor_program_level === PREMIUM_PLUS_LEVEL && <span className={artisanStyles.mark}>{t('card.premiumPlus')}</span>}
                  </p>
                  {artisan.categories?.length > 0 && <p className={artisanStyles.categories}>{artisan.categories.join(' · ')}</p>}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Pagination t={t} route={route} page={result.page} nbPages={result.nbPages} />
      </div>
    </div>
  );
}

/** The analytics name of a listing: its kind and what it lists, the same in every language. */
function listName(spec: ListingSpec): string {
  const source = spec.source;
  if (source.kind === 'category') return `category:${source.permalink}`;
  if (source.kind === 'artisan' || source.kind === 'collection') return `${source.kind}:${source.slug}`;
  return source.kind;
}
