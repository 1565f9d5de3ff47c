import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { navEntriesOf, type Menu } from '@/lib/content/menu';
import type { Language } from '@/lib/i18n/languages';
import { DesktopNav } from './nav/DesktopNav';
import { MobileMenu } from './nav/MobileMenu';
import { BagButton, SearchLink } from './HeaderActions';
import { LeftLink } from './account/LeftLink';
import { HEADER_SENTINEL_ID, StickyBar } from './StickyBar';
import styles from './Header.module.css';

interface HeaderProps {
  menu: Menu | null;
  language: Language;
  /** The page's audience: a trade page never offers the Trade link. */
  trade: boolean;
  mobileMenuFooter: React.ReactNode;
  /** The account button and wishlist heart (spec §2), which depend on the signed-in state. */
  accountActions?: React.ReactNode;
}

/** Menu button (phones), wordmark, search and bag; the menu below on desktops; a sticky bar on scroll. */
export async function Header({ menu, language, trade, mobileMenuFooter, accountActions }: HeaderProps) {
  const t = await getTranslations('shell');
  // Only the first-level links travel with the page; submenus are read when a visitor reaches for them.
  const entries = menu ? navEntriesOf(menu) : [];
  return (
    <>
      <header className={styles.header}>
        <div className={styles.bar}>
          <div className={styles.start}>
            {menu && <MobileMenu entries={entries} language={language} trade={trade} footer={mobileMenuFooter} />}
            <LeftLink pageIsTrade={trade} className={styles.leftLink} />
          </div>
          <Link href="/" className={styles.logo} aria-label={t('home')}>
            Casa Maestri
          </Link>
          <div className={styles.end}>
            <SearchLink />
            {accountActions}
            <BagButton />
          </div>
        </div>
        {entries.length > 0 && <DesktopNav items={entries} label={t('primaryNavigation')} language={language} trade={trade} />}
        <div id={HEADER_SENTINEL_ID} className={styles.sentinel} aria-hidden="true" />
      </header>
      <StickyBar>
        <Link href="/" className={styles.smallLogo} aria-label={t('home')} tabIndex={-1}>
          Casa Maestri
        </Link>
        <div className={styles.end}>
          <SearchLink />
          <BagButton />
        </div>
      </StickyBar>
    </>
  );
}
