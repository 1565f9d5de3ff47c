import type { Locale } from '@/lib/i18n/locale-list';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { PageLink } from '@/lib/content/queries/pages';
import { resolveFooterLink, type FallbackKey } from '@/lib/content/footer-links';
import styles from './ServicesBlock.module.css';

type Service = 'design-service' | 'visit-us' | 'wedding-registry' | 'trade' | 'contact';
const MESSAGE_KEYS: Record<Service, 'designService' | 'visitUs' | 'weddingRegistry' | 'trade' | 'contact'> = {
  'design-service': 'designService',
  'visit-us': 'visitUs',
  'wedding-registry': 'weddingRegistry',
  trade: 'trade',
  contact: 'contact',
};

/**
 * The footer-like block of spec §2: the house's services, just above the footer. Plain server HTML
 * with no script; `content-visibility: auto` lets the browser skip laying it out until it nears the
 * screen, which is as lazy as an extra can be without ever shifting the page. Trade members, who
 * already have the programme, are offered client care instead.
 */
export async function ServicesBlock({ locale, pageLinks, trade }: { locale: Locale; pageLinks: Record<string, PageLink>; trade: boolean }) {
  const t = await getTranslations({ locale, namespace: 'services' });
  const services: Service[] = ['design-service', 'visit-us', 'wedding-registry', trade ? 'contact' : 'trade'];
  const fallbackTitle = (key: FallbackKey) => t(`${MESSAGE_KEYS[key as Service]}.title`);
  const cards = services.flatMap((key) => {
    const link = resolveFooterLink(pageLinks, key, fallbackTitle);
    return link ? [{ key, url: link.url, message: MESSAGE_KEYS[key] }] : [];
  });
  if (cards.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="services-title">
      <div className={styles.inner}>
        <h2 id="services-title" className={styles.title}>
          {t('title')}
        </h2>
        <ul className={styles.list}>
          {cards.map((card) => (
            <li key={card.key} className={styles.item}>
              <Link href={card.url} className={styles.link}>
                {t(`${card.message}.title`)}
              </Link>
              <p className={styles.body}>{t(`${card.message}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
