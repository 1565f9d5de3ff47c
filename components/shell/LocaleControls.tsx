import { getTranslations } from 'next-intl/server';
import { parseLocale, pathInLocale } from '@/lib/i18n/locales';
import { LANGUAGE_INFO } from '@/lib/i18n/languages';
import { currencySymbol } from '@/lib/money';
import { LanguageSwitcher } from './LanguageSwitcher';
import { CountryChooserLink } from './country/CountryChooserLink';
import styles from './LocaleControls.module.css';

/** Shipping country and currency (opens the country chooser) and the languages of that country. */
export async function LocaleControls({ locale, tone = 'light' }: { locale: string; tone?: 'light' | 'dark' }) {
  const t = await getTranslations('shell');
  const { language, country } = parseLocale(locale);
  const languages = country.supportedLanguages.map((lang) => ({
    locale: `${lang}-${country.isocode.toLowerCase()}`,
    language: lang,
    label: LANGUAGE_INFO[lang].name,
  }));
  return (
    <div className={`${styles.controls} ${tone === 'dark' ? styles.dark : ''}`}>
      <CountryChooserLink href={pathInLocale('/countries', locale)} className={styles.link} label={t('chooseCountry')}>
        {t('shipTo', {
          country: country.localizedCountryName[language],
          currency: `${country.currency} ${currencySymbol(country.currency, locale)}`,
        })}
      </CountryChooserLink>
      {languages.length > 1 && <LanguageSwitcher label={t('language')} current={locale} options={languages} tone={tone} />}
    </div>
  );
}
