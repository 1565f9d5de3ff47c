import type { Locale } from '@/lib/i18n/locale-list';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { localeFor, parseLocale, pathInLocale } from '@/lib/i18n/locales';
import { LANGUAGE_INFO } from '@/lib/i18n/languages';
import { currencyLabel } from '@/lib/money';
import { LanguageSwitcher, type LanguageOption } from './LanguageSwitcher';
import { CountryChooserLink } from './country/CountryChooserLink';
import styles from './LocaleControls.module.css';

/** The languages the locale's country is sold in, each as its locale in that country. */
export function countryLanguages(locale: Locale): LanguageOption[] {
  const { country } = parseLocale(locale);
  return country.supportedLanguages.map((lang) => ({
    locale: localeFor(lang, country.isocode),
    language: lang,
    label: LANGUAGE_INFO[lang].name,
  }));
}

/**
 * Shipping country and currency (opens the country chooser) and the languages of that country.
 * `switcher` is the page's own (app/[storefront]/@languages: links to its translations); without it, the
 * switcher links what the top strip's found for the page.
 */
export async function LocaleControls({ locale, tone = 'light', switcher }: { locale: Locale; tone?: 'light' | 'dark'; switcher?: ReactNode }) {
  const t = await getTranslations('shell');
  const { language, country } = parseLocale(locale);
  const languages = countryLanguages(locale);
  return (
    <div className={`${styles.controls} ${tone === 'dark' ? styles.dark : ''}`}>
      <CountryChooserLink href={pathInLocale('/countries', locale)} className={styles.link} label={t('chooseCountry')}>
        {t('shipTo', {
          country: country.localizedCountryName[language],
          currency: currencyLabel(country.currency, locale),
        })}
      </CountryChooserLink>
      {languages.length > 1 && (switcher ?? <LanguageSwitcher label={t('language')} current={locale} options={languages} tone={tone} />)}
    </div>
  );
}
