'use client';

import { useId, useState } from 'react';
import { CdnSizedImage } from '@/components/content/CdnSizedImage';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { IDEAS_PREVIEW_LIMIT, itemsOfGroup, mobileListsOf, type NavEntry } from '@/lib/content/menu';
import type { Language } from '@/lib/i18n/languages';
import { Dialog } from '@/components/ui/Dialog';
import { ChevronIcon, SearchIcon } from '../icons';
import { AccountEntry } from '../account/AccountEntry';
import { RegistryEntry } from '../account/LeftLink';
import { useMenuDetails } from './menu-details';
import styles from './MobileMenuPanel.module.css';
import footerStyles from './MobileMenuFooter.module.css';

export interface MobileMenuPanelProps {
  /** The first-level items; their lists and the ideas previews are read when the menu is about to open. */
  entries: NavEntry[];
  language: Language;
  trade: boolean;
  isOpen: boolean;
  onClose(): void;
  /** The language and shipping selectors, drawn by the server (spec §2 mobile menu footer); the panel puts the account entries above them. */
  footer: React.ReactNode;
}

/**
 * The small-screen menu's panel: a slide-in dialog with a dimmed backdrop, search at the top,
 * products and ideas tabs (products first), and the shell's account and locale controls at the
 * bottom. Its code loads when a visitor first reaches for the menu (MobileMenu.tsx).
 */
export function MobileMenuPanel({ entries, language, trade, isOpen, onClose, footer }: MobileMenuPanelProps) {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const [tab, setTab] = useState<'products' | 'ideas'>('products');
  const [expanded, setExpanded] = useState<{ key: string; path: string } | null>(null);
  const tabsId = useId();

  const details = useMenuDetails(language, trade, isOpen);
  const items = itemsOfGroup(entries, tab);
  const ideasPreview = details?.ideasPreview ?? [];
  const expandedKey = expanded?.path === pathname ? expanded.key : null;

  return (
    <Dialog open={isOpen} onClose={onClose} title={t('menu')} closeLabel={t('close')} placement="start">
      <div className={styles.content}>
        <Link href="/search" className={styles.search}>
          <SearchIcon />
          {t('search')}
        </Link>
        <div role="tablist" aria-label={t('menu')} className={styles.tabs}>
          {(['products', 'ideas'] as const).map((group) => (
            <button
              key={group}
              type="button"
              role="tab"
              id={`${tabsId}-${group}`}
              aria-selected={tab === group}
              aria-controls={`${tabsId}-panel`}
              className={styles.tab}
              onClick={() => setTab(group)}
            >
              {t(`groups.${group}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`} className={styles.panel}>
          <ul className={styles.items}>
            {items.map((item) => {
              const isExpanded = expandedKey === item.key;
              const lists = mobileListsOf(details?.submenus[item.key]);
              return (
                <li key={item.key} className={styles.item}>
                  {!item.hasSubmenu ? (
                    <Link href={item.link.url} className={styles.itemLink}>
                      {item.link.label}
                    </Link>
                  ) : (
                    <>
                      <button
                        type="button"
                        className={styles.itemButton}
                        aria-expanded={isExpanded}
                        onClick={() => setExpanded(isExpanded ? null : { key: item.key, path: pathname })}
                      >
                        {item.link.label}
                        <ChevronIcon />
                      </button>
                      {isExpanded && details && (
                        <div className={styles.sublists}>
                          <Link href={item.link.url} className={styles.viewAll}>
                            {t('viewAllOf', { label: item.link.label })}
                          </Link>
                          {lists.map((list) => (
                            <div key={list.header}>
                              <p className={styles.listHeader}>{list.header}</p>
                              <ul className={styles.links}>
                                {list.links.map((link) => (
                                  <li key={link.url + link.label}>
                                    <Link href={link.url} className={link.highlighted ? styles.highlighted : undefined}>
                                      {link.label}
                                    </Link>
                                  </li>
                                ))}
                              </ul>
                            </div>
                          ))}
                        </div>
                      )}
                    </>
                  )}
                </li>
              );
            })}
          </ul>
          {tab === 'ideas' && ideasPreview.length > 0 && (
            <ul className={styles.previews}>
              {ideasPreview.slice(0, IDEAS_PREVIEW_LIMIT).map((preview) => (
                <li key={preview.id}>
                  <Link href={preview.url} className={styles.preview}>
                    {preview.image && (
                      // Decorative here: the card's title names the link.
                      <CdnSizedImage src={preview.image.url} alt="" width={preview.image.width} height={preview.image.height} sizes="45vw" className={styles.previewImage} />
                    )}
                    <span className={styles.previewKind}>{t(`editorialKinds.${preview.kind}`)}</span>
                    <span className={styles.previewTitle}>{preview.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        {/* Spec §2, the foot: account or login, the registry link (their code comes with the panel's), then the locale controls. */}
        <div className={styles.footer}>
          <div className={footerStyles.footer}>
            <div className={footerStyles.account}>
              <AccountEntry className={footerStyles.entry} />
              <RegistryEntry className={footerStyles.entry} />
            </div>
            {footer}
          </div>
        </div>
      </div>
    </Dialog>
  );
}
