import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { itemsOfGroup, toMobileEntry, type Menu } from '@/lib/content/menu';
import { DesktopNav } from './nav/DesktopNav';
import { Submenu } from './nav/Submenu';
import { MobileMenu } from './nav/MobileMenu';
import { BagButton, SearchLink } from './HeaderActions';
import { LeftLink } from './account/LeftLink';
import { HEADER_SENTINEL_ID, StickyBar } from './StickyBar';
import styles from './Header.module.css';

interface HeaderProps {
  menu: Menu | null;
  /** The page's audience: a trade page never offers the Trade link. */
  trade: boolean;
  mobileMenuFooter: React.ReactNode;
  /** The account button and wishlist heart (spec §2), which depend on the signed-in state. */
  accountActions?: React.ReactNode;
}

/** Menu button (phones), wordmark, search and bag; the menu below on desktops; a sticky bar on scroll. */
export async function Header({ menu, trade, mobileMenuFooter, accountActions }: HeaderProps) {
  const t = await getTranslations('shell');
  const items = menu?.items ?? [];
  const panels = Object.fromEntries(items.map((item) => [item.key, <Submenu key={item.key} item={item} />]));
  return (
    <>
      <header className={styles.header}>
        <div className={styles.bar}>
          <div className={styles.start}>
            {menu && (
              <MobileMenu
                products={itemsOfGroup(menu, 'products').map(toMobileEntry)}
                ideas={itemsOfGroup(menu, 'ideas').map(toMobileEntry)} ideasPreview={menu.ideasPreview} footer={mobileMenuFooter} />
            )}
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
        {items.length > 0 && (
          <DesktopNav
            items={items.map((item) => ({ key: item.key, link: item.link, hasSubmenu: item.submenu.length > 0 }))}
            label={t('primaryNavigation')}
            panels={panels}
          />
        )}
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
