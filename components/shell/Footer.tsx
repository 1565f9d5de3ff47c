import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { COMPANY, OFFICES } from '@/lib/i18n/contact';
import type { PageLink } from '@/lib/content/queries/pages';
import { CookiePreferencesButton } from './extras/CookieConsent';
import { LazyNewsletterForm } from './LazyNewsletterForm';
import styles from './Footer.module.css';

/** The footer's link groups (spec §2), by the content pages' keys; fixed routes where the spec gives one. */
const GROUPS: { title: 'discover' | 'care' | 'house' | 'legal'; keys: string[] }[] = [
  { title: 'discover', keys: ['artisans', 'trade', 'contract', 'design-service', 'interior-projects'] },
  { title: 'care', keys: ['ordering', 'shipping-and-returns', 'contact'] },
  { title: 'house', keys: ['about', 'press', 'careers', 'visit-us', 'whistleblowing'] },
  { title: 'legal', keys: ['privacy', 'sales-terms', 'trade-sales-terms', 'cookies'] },
];

/** Newsletter, link groups, offices, company VAT and registered office (spec §2 footer). */
export async function Footer({ locale, pageLinks }: { locale: string; pageLinks: Record<string, PageLink> }) {
  const t = await getTranslations({ locale, namespace: 'shell' });
  const tNews = await getTranslations({ locale, namespace: 'newsletter' });
  const links: Record<string, PageLink> = { ...pageLinks, artisans: { key: 'artisans', title: t('artisans'), url: '/artisans' } };
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-newsletter" className={styles.newsletter}>
          <h2 id="footer-newsletter" className={styles.newsletterTitle}>
            {tNews('title')}
          </h2>
          <p className={styles.newsletterIntro}>{tNews('intro')}</p>
          <LazyNewsletterForm source="footer" />
        </section>
        <nav aria-label={t('footerNavigation')} className={styles.groups}>
          {GROUPS.map((group) => {
            const items = group.keys.map((key) => links[key]).filter(Boolean);
            // The legal group always has "Cookie preferences", even when the content service is down.
            if (items.length === 0 && group.title !== 'legal') return null;
            return (
              <div key={group.title}>
                <h2 className={styles.heading}>{t(`footerGroups.${group.title}`)}</h2>
                <ul className={styles.links}>
                  {items.map((link) => (
                    <li key={link.key}>
                      <Link href={link.url}>{link.title}</Link>
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
                  {office.addressName}
                  {office.headquarters && <span className={styles.tag}>{t('headquarters')}</span>}
                  {office.gallery && <span className={styles.tag}>{t('gallery')}</span>}
                </p>
                <a href={office.googleMapsLink} className={styles.address} rel="noopener noreferrer" target="_blank">
                  {office.addressDetails}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <div className={styles.legal}>
          <p>{t('rights', { year, company: COMPANY.name })}</p>
          <p>
            {t('vat', { vat: COMPANY.vatNumber })} · {t('registeredOffice', { address: COMPANY.registeredOffice })}
          </p>
        </div>
      </div>
    </footer>
  );
}
