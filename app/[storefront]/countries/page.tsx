import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { countriesByRegion, localeForCountry } from '@/lib/i18n/country-chooser';
import { localeFor, localePrefix } from '@/lib/i18n/locales';
import { pageContextFromParams } from '@/lib/i18n/server';
import { LANGUAGE_INFO } from '@/lib/i18n/languages';
import styles from './countries.module.css';
import { metadataContext } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const t = await page.t('countries');
  return { title: t('title'), robots: { index: false } };
}

/**
 * The country chooser (spec §2), rendered without the shell. Each country links to its locales:
 * choosing one changes the prefix, and with it the currency and the units.
 */
export default async function CountriesPage({ params }: Props) {
  const { locale, language, country: current } = await pageContextFromParams(params);
  const t = await getTranslations('countries');
  const regions = countriesByRegion(language);

  return (
    <main id="main" className={styles.main}>
      <header className={styles.header}>
        <a href={localePrefix(locale) || '/'} className={styles.logo}>
          Casa Maestri
        </a>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <p className={styles.current}>
          {t('current')}: <strong>{current.localizedCountryName[language]}</strong> · {current.currency}
        </p>
      </header>
      <div className={styles.regions}>
        {regions.map(({ region, countries }) => (
          <section key={region} aria-labelledby={`region-${region}`} className={styles.region}>
            <h2 id={`region-${region}`} className={styles.regionTitle}>
              {t(`regions.${region}`)}
            </h2>
            <ul className={styles.list}>
              {countries.map((country) => {
                return (
                  <li key={country.isocode} className={styles.country}>
                    <a
                      href={localePrefix(localeForCountry(language, country)) || '/'}
                      className={styles.countryLink}
                      aria-current={country.isocode === current.isocode ? 'true' : undefined}
                    >
                      <span>{country.localizedCountryName[language]}</span>
                      <span className={styles.currency}>{country.currency}</span>
                    </a>
                    {country.supportedLanguages.length > 1 && (
                      <span className={styles.languages}>
                        {country.supportedLanguages.map((lang) => (
                          <a
                            key={lang}
                            href={localePrefix(localeFor(lang, country.isocode)) || '/'}
                            lang={lang}
                            hrefLang={lang}
                            className={styles.languageLink}
                          >
                            {LANGUAGE_INFO[lang].name}
                          </a>
                        ))}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      <p className={styles.back}>
        <a href={localePrefix(locale) || '/'}>{t('backToShop')}</a>
      </p>
    </main>
  );
}
