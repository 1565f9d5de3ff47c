'use client';
import type { Locale } from '@/lib/i18n/locale-list';

import { useDeferredValue, useState } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { parseLocale } from '@/lib/i18n/locales';
import { countriesByRegion, countrySwitchHref, matchesCountry } from '@/lib/i18n/country-chooser';
import { COUNTRIES } from '@/lib/i18n/countries';
import { TextField } from '@/components/forms/fields';
import styles from './CountryChooserPanel.module.css';

/**
 * The chooser's content: a filter box and the countries by region. Each country is a plain link to
 * the same page under its locale prefix, so the document reloads with the new currency, units and
 * `<html lang>` (as the language switcher does).
 */
export function CountryChooserPanel({ locale }: { locale: Locale }) {
  const t = useTranslations('countries');
  const { language, country: current } = parseLocale(locale);
  const pathname = usePathname();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const search = window.location.search;

  const matching = COUNTRIES.filter((c) => matchesCountry(c, deferredQuery, language));
  const regions = countriesByRegion(language, matching);

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('intro')}</p>
      <p className={styles.current}>
        {t('current')}: <strong>{current.localizedCountryName[language]}</strong> · {current.currency}
      </p>
      {/* type="text": in a search field, Chrome's Esc clears the text instead of closing the panel. */}
      <TextField
        type="text"
        enterKeyHint="search"
        label={t('filter')}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p role="status" className="visually-hidden">
        {t('matches', { count: matching.length })}
      </p>
      {regions.length === 0 && <p className={styles.empty}>{t('noMatch')}</p>}
      {regions.map(({ region, countries }) => (
        <section key={region} aria-labelledby={`chooser-region-${region}`} className={styles.region}>
          <h3 id={`chooser-region-${region}`} className={styles.regionTitle}>
            {t(`regions.${region}`)}
          </h3>
          <ul className={styles.list}>
            {countries.map((country) => (
              <li key={country.isocode}>
                <a
                  href={countrySwitchHref(pathname, search, language, country)}
                  className={styles.country}
                  aria-current={country.isocode === current.isocode ? 'true' : undefined}
                >
                  <span>{country.localizedCountryName[language]}</span>
                  <span className={styles.currency}>{country.currency}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
