'use client';

import { useState } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { useShopTranslations } from '@/lib/i18n/shop-messages';
import { usePathname } from '@/lib/i18n/navigation';
import type { NavEntry } from '@/lib/content/menu';
import type { Language } from '@/lib/i18n/languages';
import { useUi } from '@/stores/ui-store';
import { MenuIcon } from '../icons';
import { loadMenuDetails } from './menu-details';
import styles from './MobileMenu.module.css';
import { loadIntlScope, withIntl } from '@/components/i18n/with-intl';

const loadPanel = () => Promise.all([import('./MobileMenuPanel'), loadIntlScope()]).then(([panel]) => panel);
// Hidden until asked for, so its code is not in the page's first load (issue 16: nothing hidden is shipped before it is shown).
const MobileMenuPanel = clientOnly(withIntl(() => loadPanel().then((m) => m.MobileMenuPanel)));

interface MobileMenuProps {
  /** The first-level items; their lists and the ideas previews are read when the menu is about to open. */
  entries: NavEntry[];
  language: Language;
  trade: boolean;
  /** The language and shipping selectors (spec §2 mobile menu footer), drawn by the server. */
  footer: React.ReactNode;
}

/**
 * The small-screen menu's button. The panel (MobileMenuPanel.tsx) and the submenus are fetched on
 * the first sign of intent (a press on the button), and the panel stays once it has been shown.
 */
export function MobileMenu({ entries, language, trade, footer }: MobileMenuProps) {
  const t = useShopTranslations('shell');
  const pathname = usePathname();
  const openPanel = useUi((s) => s.openPanel);
  const openUi = useUi((s) => s.open);
  const closeUi = useUi((s) => s.close);
  // Remember where the menu was opened: any route change closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openPanel === 'menu' && openedAt === pathname;

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        onPointerDown={() => {
          loadMenuDetails(language, trade);
          loadPanel().catch(() => undefined);
        }}
        onClick={() => {
          setOpenedAt(pathname);
          openUi('menu');
        }}
      >
        <MenuIcon />
      </button>
      {openedAt !== null && (
        <MobileMenuPanel entries={entries} language={language} trade={trade} isOpen={isOpen} onClose={() => closeUi('menu')} footer={footer} />
      )}
    </>
  );
}
