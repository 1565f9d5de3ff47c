import { getTranslations } from 'next-intl/server';
import { ARTISAN_SORTS } from '@/lib/catalogue/indexes';
import { PREMIUM_PLUS_LEVEL, type IndexRecord } from '@/lib/catalogue/lite-product';
import type { ListingAction } from '@/lib/catalogue/listing-state';
import type { ListingSpec, ListingView } from '@/lib/catalogue/listing-spec';
import { ARTISAN_FACETS } from '@/lib/catalogue/artisan-url-state';
import { countedKind } from '@/lib/catalogue/listing-counts';
import type { RouteState } from '@/lib/catalogue/url-state';
import type { Language } from '@/lib/i18n/languages';
import { parseLocale } from '@/lib/i18n/locales';
import { placeName } from '@/lib/i18n/places';
import { Link } from '@/lib/i18n/navigation';
import { serviceConfig } from '@/lib/config';
import { cardImageKey } from '@/lib/images/card-image-address';
import type { ArtisanListingResult } from '@/lib/search/listing';
import { FilterDrawer } from './FilterDrawer';
import { ListingLink } from './controls';
import { ListFacet } from './facets';
import { all, first, type CatalogueT } from './helpers';
import { ListingToolbar, type Chip } from './ListingToolbar';
import { Pagination } from './Pagination';
import { Unavailable } from './Unavailable';
import { CommerceImage } from '../CommerceImage';
import styles from '../Catalogue.module.css';
import artisanStyles from '../Artisans.module.css';

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
        <ListingToolbar
          t={t}
          route={route}
          total={counts(`${kind}.total`, { count: result.nbHits })}
          chips={chips}
          sort={{ value: sort, options: ARTISAN_SORTS.map((value) => ({ value, label: t(`artisanSorts.${value}`) })) }}
        />
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
                <ArtisanCard t={t} artisan={artisan} language={language} priority={index < 2} />
              </li>
            ))}
          </ul>
        )}
        <Pagination t={t} route={route} page={result.page} nbPages={result.nbPages} />
      </div>
    </div>
  );
}

/**
 * An artisan of the list: portrait, name, city and pieces, the Premium Plus mark, what they make.
 * The first portraits are the page's largest paint on a phone: next/image 16's `priority` preloads
 * them but leaves them at the browser's low image priority, so they are asked for first in line
 * (`fetchPriority`, on the preload too), as the product cards' are.
 */
function ArtisanCard({ t, artisan, language, priority }: { t: CatalogueT; artisan: ArtisanRecord; language: Language; priority: boolean }) {
  return (
    <Link href={`/artisans/${artisan.slug}`} className={artisanStyles.card}>
      <div className={artisanStyles.portrait}>
        {artisan.image && <CommerceImage src={cardImageKey(artisan.image, serviceConfig.spree.url)} alt="" fill sizes="(min-width: 1280px) 30vw, (min-width: 768px) 45vw, 100vw" priority={priority} fetchPriority={priority ? 'high' : undefined} className={artisanStyles.image} />}
      </div>
      <h2 className={artisanStyles.name}>{artisan.name}</h2>
      <p className={artisanStyles.meta}>
        {placeName(artisan.city, language)} · {t('artisanPieces', { count: artisan.product_count })}
        {artisan.vendor_program_level === PREMIUM_PLUS_LEVEL && <span className={artisanStyles.mark}>{t('card.premiumPlus')}</span>}
      </p>
      {artisan.categories?.length > 0 && <p className={artisanStyles.categories}>{artisan.categories.join(' · ')}</p>}
    </Link>
  );
}
