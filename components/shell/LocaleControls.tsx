import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { parseLocale } from '@/lib/i18n/locales';
import { LANGUAGE_INFO } from '@/lib/i18n/languages';
import { currencySymbol } from '@/lib/money';
import { LanguageSwitcher } from './LanguageSwitcher';
import styles from './LocaleControls.module.css';

/** Shipping country and currency (to the country chooser) and the languages of that country. */
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
      <Link href="/countries" className={styles.link} aria-label={t('chooseCountry')} prefetch={false}>
        {t('shipTo', {
          country: country.localizedCountryName[language],
          currency: `${country.currency} ${currencySymbol(country.currency, locale)}`,
        })}
      </Link>
      {languages.length > 1 && <LanguageSwitcher label={t('language')} current={locale} options={languages} tone={tone} />}
    </div>
  );
}
