import { getTranslations } from 'next-intl/server';
import { layoutContextFromParams } from '@/lib/i18n/server';
import { LanguageSwitcher } from '@/components/shell/LanguageSwitcher';
import { countryLanguages } from '@/components/shell/LocaleControls';

/** Where the page's own switcher is not at hand: the languages' links to the same path. */
export default async function LanguagesDefault({ params }: { params: Promise<{ storefront: string }> }) {
  const { locale } = await layoutContextFromParams(params);
  const options = countryLanguages(locale);
  if (options.length < 2) return null;
  const t = await getTranslations('shell');
  return <LanguageSwitcher label={t('language')} current={locale} tone="dark" options={options} />;
}
