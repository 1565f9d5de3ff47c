import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { localeFromParams } from '@/lib/i18n/server';
import { unitsOf } from '@/lib/i18n/countries';
import { currencySymbol } from '@/lib/money';
import styles from './home.module.css';

type Props = { params: Promise<{ locale: string }> };

export default async function HomePage({ params }: Props) {
  const { locale, language, country } = await localeFromParams(params);
  const t = await getTranslations('home');
  const tUnits = await getTranslations('units');

  return (
    <main id="main" className={styles.main}>
      <section className={styles.hero} aria-labelledby="home-title">
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 id="home-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.intro}>{t('intro')}</p>
        <p className={styles.shipping} data-testid="shipping-context">
          {t('shipping', {
            currency: `${country.currency} (${currencySymbol(country.currency, locale)})`,
            units: tUnits(unitsOf(country)),
            country: country.localizedCountryName[language],
          })}
        </p>
        <Link href="/countries" className={styles.cta} prefetch={false}>
          {t('chooseCountry')}
        </Link>
      </section>
    </main>
  );
}
