import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { itemsOfGroup, toMobileEntry, type Menu } from '@/lib/content/menu';
import { DesktopNav } from './nav/DesktopNav';
import { Submenu } from './nav/Submenu';
import { MobileMenu } from './nav/MobileMenu';
import { BagButton, SearchLink } from './HeaderActions';
import { HEADER_SENTINEL_ID, StickyBar } from './StickyBar';
import styles from './Header.module.css';

interface HeaderProps {
  menu: Menu | null;
  cartCount: number;
  /** Spec §2: the desktop left side links to the registry when the user has one, else to Trade for non-trade visitors. */
  leftLink: { href: string; label: string } | null;
  mobileMenuFooter: React.ReactNode;
  /** The account button and wishlist heart (spec §2), which depend on the signed-in state. */
  accountActions?: React.ReactNode;
}

/** Menu button (phones), wordmark, search and bag; the menu below on desktops; a sticky bar on scroll. */
export async function Header({ menu, cartCount, leftLink, mobileMenuFooter, accountActions }: HeaderProps) {
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
            {leftLink && (
              <Link href={leftLink.href} className={styles.leftLink}>
                {leftLink.label}
              </Link>
            )}
          </div>
          <Link href="/" className={styles.logo} aria-label={t('home')}>
            Casa Maestri
          </Link>
          <div className={styles.end}>
            <SearchLink />
            {accountActions}
            <BagButton count={cartCount} />
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
          <BagButton count={cartCount} />
        </div>
      </StickyBar>
    </>
  );
}
