import type { Locale } from '@/lib/i18n/locale-list';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { COMPANY, OFFICES, officeAddress, officeName } from '@/lib/i18n/contact';
import { parseLocale } from '@/lib/i18n/locales';
import type { PageLink } from '@/lib/content/queries/pages';
import { footerGroups, type FallbackKey } from '@/lib/content/footer-links';
import { CookiePreferencesButton } from './extras/CookiePreferencesButton';
import { FooterNewsletter } from './FooterNewsletter';
import { ServicesBlock } from './ServicesBlock';
import styles from './Footer.module.css';

const FALLBACK_LABELS: Record<FallbackKey, 'artisans' | 'designIcons' | 'weddingRegistry' | 'sitemap' | 'orderStatus'> = {
  artisans: 'artisans',
  'order-status': 'orderStatus',
  'design-icons': 'designIcons',
  'wedding-registry': 'weddingRegistry',
  sitemap: 'sitemap',
};

/** Newsletter, link groups, offices, company VAT and registered office (spec §2 footer). */
export async function Footer({ locale, pageLinks, trade }: { locale: Locale; pageLinks: Record<string, PageLink>; trade: boolean }) {
  const t = await getTranslations({ locale, namespace: 'shell' });
  const tNews = await getTranslations({ locale, namespace: 'newsletter' });
  const groups = footerGroups(pageLinks, (key) => t(`footerLinks.${FALLBACK_LABELS[key]}`));
  const year = new Date().getFullYear();
  const { language } = parseLocale(locale);
  return (
    <>
      <ServicesBlock locale={locale} pageLinks={pageLinks} trade={trade} />
      <footer className={styles.footer}>
        <div className={styles.inner}>
          <section aria-labelledby="footer-newsletter" className={styles.newsletter}>
            <h2 id="footer-newsletter" className={styles.newsletterTitle}>
              {tNews('title')}
            </h2>
            <p className={styles.newsletterIntro}>{tNews('intro')}</p>
            <FooterNewsletter source="footer" />
          </section>
          <nav aria-label={t('footerNavigation')} className={styles.groups}>
            {groups.map((group) => {
              // The legal group always has "Cookie preferences", even when the content service is down.
              if (group.links.length === 0 && group.title !== 'legal') return null;
              return (
                <div key={group.title}>
                  <h2 className={styles.heading}>{t(`footerGroups.${group.title}`)}</h2>
                  <ul className={styles.links}>
                    {group.links.map((link) => (
                      <li key={link.key}>
                        {/* Spec §2: "visit us (Milan and New York galleries)". A lone title is the link's only child: no `false` beside it in every link's flight data. */}
                        <Link href={link.url}>
                          {link.key === 'visit-us' ? (
                            <>
                              {link.title}
                              <span className={styles.linkNote}>{t('footerLinks.galleries')}</span>
                            </>
                          ) : (
                            link.title
                          )}
                        </Link>
                      </li>
                    ))}
                    {group.title === 'legal' && (
                      <li>
                        <CookiePreferencesButton className={styles.linkButton} label={t('cookiePreferences')} />
                      </li>
                    )}
                  </ul>
                </div>
              );
            })}
          </nav>
          <section aria-labelledby="footer-offices" className={styles.offices}>
            <h2 id="footer-offices" className={styles.heading}>
              {t('offices')}
            </h2>
            <ul className={styles.officeList}>
              {Object.values(OFFICES).map((office) => (
                <li key={office.id}>
                  <p className={styles.officeName}>
                    {officeName(office, language)}
                    {office.headquarters && <span className={styles.tag}>{t('headquarters')}</span>}
                    {office.gallery && <span className={styles.tag}>{t('gallery')}</span>}
                  </p>
                  <a href={office.googleMapsLink} className={styles.address} rel="noopener noreferrer" target="_blank">
                    {officeAddress(office, language)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <div className={styles.legal}>
            <p>{t('rights', { year, company: COMPANY.name })}</p>
            <p>
              {t('vat', { vat: COMPANY.vatNumber })} · {t('registeredOffice', { address: officeAddress(COMPANY.registeredOffice, language) })}
            </p>
          </div>
        </div>
      </footer>
    </>
  );
}
