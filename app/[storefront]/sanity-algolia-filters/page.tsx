import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContextFromParams } from '@/lib/i18n/server';
import { localePrefix } from '@/lib/i18n/locales';
import type { ReferenceFacet } from '@/lib/catalogue/filter-reference';
import type { ARTISAN_FACETS } from '@/lib/catalogue/artisan-url-state';
import { SHIPPING_CHOICES, type ListFacet, type rangeFacets, type ShippingChoice, type toggleFacets } from '@/lib/catalogue/url-state';
import type { MessageKey } from '@/lib/i18n/message-keys';
import { filterReference } from '@/lib/search/filter-reference';
import styles from './filters.module.css';
import { metadataContext } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ storefront: string }> };
type CatalogueKey = MessageKey<'catalogue'>;
type ProductFacetName = 'category' | ListFacet | keyof ReturnType<typeof rangeFacets> | 'shipping' | keyof ReturnType<typeof toggleFacets>;

/** Each facet's title among the catalogue messages, by listing and facet name (lib/catalogue/filter-reference.ts). */
const FACET_TITLES = {
  products: {
    category: 'facets.categories', artisan: 'facets.artisan', designer: 'facets.designer', material: 'facets.material', color: 'facets.color',
    price: 'facets.price', width: 'width', height: 'height', depth: 'depth', shipping: 'facets.shipping',
    customizable: 'toggles.customizable', ar: 'toggles.ar', free_shipping: 'toggles.free_shipping', contract: 'toggles.contract', editors_pick: 'toggles.editors_pick',
  } satisfies Record<ProductFacetName, CatalogueKey>,
  artisans: { city: 'artisanFacets.city', category: 'artisanFacets.categories', material: 'artisanFacets.materials' } satisfies Record<keyof typeof ARTISAN_FACETS, CatalogueKey>,
};
const isShippingChoice = (value: string): value is ShippingChoice => SHIPPING_CHOICES.some((choice) => choice.name === value);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const t = await page.t('routes.filters');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /sanity-algolia-filters (spec §2): the internal page, without the shell and out of search engines,
 * where an editor finds every search facet with its values and counts, and what to paste into
 * content — the URL parameter of a listing link, the filter string, the product rule's field. A
 * cached page like the others; the facets come from the public indexes only.
 */
export default async function FiltersPage({ params }: Props) {
  const { locale, language, country } = await pageContextFromParams(params);
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'routes.filters' }), getTranslations({ locale, namespace: 'catalogue' })]);
  const reference = await filterReference(language, country.currency).catch((error: unknown) => {
    console.warn(`filters page: ${(error as Error).message}`);
    return null;
  });
  const prefix = localePrefix(locale);

  const facetTitle = (facet: ReferenceFacet): string => {
    const titles: Record<string, CatalogueKey> = FACET_TITLES[facet.listing];
    return Object.hasOwn(titles, facet.name) ? tc(titles[facet.name]) : facet.name;
  };
  const valueLabel = (facet: ReferenceFacet, value: string): string => {
    if (facet.name === 'shipping' && facet.listing === 'products' && isShippingChoice(value)) return tc(`shippingChoices.${value}`);
    if (value === 'true') return tc('yes');
    return value;
  };
  const id = (facet: ReferenceFacet) => `${facet.listing}-${facet.name}`;
  const path = (facet: ReferenceFacet) => (facet.listing === 'artisans' ? '/artisans' : '/search');

  const part = (key: 'products' | 'artisans', facets: ReferenceFacet[]) => (
    <section className={styles.part} aria-labelledby={`part-${key}`}>
      <h2 id={`part-${key}`}>{t(key)}</h2>
      {facets.map((facet) => (
        <section key={id(facet)} id={id(facet)} className={styles.facet} aria-labelledby={`${id(facet)}-title`}>
          <h3 id={`${id(facet)}-title`}>{facetTitle(facet)}</h3>
          <p className={styles.attribute}>
            {t('attribute')}: <code>{facet.attribute}</code> · {t('parameter')}: <code>{facet.name}</code>
          </p>
          {facet.entries.length === 0 ? (
            <p>{t('noValues')}</p>
          ) : (
            <div className={styles.scroll}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('value')}</th>
                    <th scope="col">{t('count')}</th>
                    <th scope="col">{t('urlParameter')}</th>
                    <th scope="col">{t('filterString')}</th>
                    <th scope="col">{t('ruleField')}</th>
                  </tr>
                </thead>
                <tbody>
                  {facet.entries.map((entry) => (
                    <tr key={entry.param}>
                      <th scope="row">{valueLabel(facet, entry.value)}</th>
                      <td className={styles.count}>{entry.count ?? '–'}</td>
                      <td>
                        <a href={`${prefix}${path(facet)}?${entry.param}`}>
                          <code>{entry.param}</code>
                        </a>
                      </td>
                      <td>
                        <code>{entry.filter}</code>
                      </td>
                      <td>{entry.rule ? <code>{entry.rule}</code> : '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </section>
  );

  return (
    <main id="main" className={styles.main}>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro', { currency: country.currency, language: language.toUpperCase() })}</p>
      <p className={styles.intro}>{t('howToLink')}</p>
      <p className={styles.intro}>{t('howToFilter')}</p>
      {reference === null ? (
        <p role="alert">{t('unavailable')}</p>
      ) : (
        <>
          <nav aria-label={t('contents')}>
            <ul className={styles.toc}>
              {[...reference.products, ...reference.artisans].map((facet) => (
                <li key={id(facet)}>
                  <a href={`#${id(facet)}`}>
                    {facet.listing === 'artisans' ? `${t('artisans')}: ` : ''}
                    {facetTitle(facet)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {part('products', reference.products)}
          {part('artisans', reference.artisans)}
        </>
      )}
    </main>
  );
}
