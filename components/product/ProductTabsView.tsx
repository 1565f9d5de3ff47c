import type { KeyboardEvent, ReactNode } from 'react';
import styles from './ProductTabs.module.css';

export interface ProductTabsViewProps {
  label: string;
  tabs: { id: string; label: string }[];
  /** Each tab's panel, rendered on the server; hidden panels stay in the HTML for search engines and no-JS readers. */
  panels: ReactNode[];
}

/**
 * The tabs as they are drawn: by the server first (the first tab shown), then by ProductTabs once
 * its code has arrived (components/ui/ServerMarkup.tsx). No hooks and no 'use client': the server
 * draws it without sending its code; the part passes the shown tab and the handlers. One tab list
 * per page, so the ids are fixed (the server's and the part's must be the same).
 */
export function ProductTabsView({ label, tabs, panels, active = tabs[0]?.id, onSelect, onKeyDown }: ProductTabsViewProps & { active?: string; onSelect?: (index: number) => void; onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void }) {
  return (
    <>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`product-tab-${tab.id}`}
            aria-controls={`product-panel-${tab.id}`}
            aria-selected={active === tab.id}
            tabIndex={active === tab.id ? 0 : -1}
            className={styles.tab}
            data-tab={tab.id}
            onClick={onSelect && (() => onSelect(i))}
            onKeyDown={onKeyDown && ((event) => onKeyDown(event, i))}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.id} role="tabpanel" id={`product-panel-${tab.id}`} aria-labelledby={`product-tab-${tab.id}`} hidden={active !== tab.id} tabIndex={0} className={styles.panel}>
          {panels[i]}
        </div>
      ))}
    </>
  );
}
