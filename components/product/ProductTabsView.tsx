import type { KeyboardEvent, ReactNode } from 'react';

/** The tabs' class names (ProductTabs.module.css), from the server component that imports them. */
export interface TabClasses {
  list: string;
  tab: string;
  panel: string;
}

export interface ProductTabsViewProps {
  label: string;
  /**
   * Passed, not imported here: this view is also in the part's later chunk, and a stylesheet imported
   * there and by the server too cost every page a third render-blocking CSS file (Turbopack could not
   * keep one order for the rules; 2026-11-30).
   */
  classes: TabClasses;
  tabs: { id: string; label: string }[];
  /** Each tab's panel, rendered on the server; hidden panels stay in the HTML for search engines and no-JS readers. */
  panels: ReactNode[];
}

/** What the part does when a tab is pressed, or a key on it. */
export interface TabActions {
  select(index: number): void;
  keyDown(event: KeyboardEvent<HTMLButtonElement>, index: number): void;
}

/**
 * The tabs as they are drawn: by the server first (the first tab shown), then by ProductTabs once
 * its code has arrived (components/ui/ServerMarkup.tsx). No hooks and no 'use client': the server
 * draws it without sending its code; the part passes the shown tab and its actions. One tab list
 * per page, so the ids are fixed (the server's and the part's must be the same). Attributes the
 * server has no value for are left out, not set to undefined: each would be in the flight data.
 */
export function ProductTabsView({ label, classes, tabs, panels, active = tabs[0]?.id, actions }: ProductTabsViewProps & { active?: string; actions?: TabActions }) {
  return (
    <>
      <div role="tablist" aria-label={label} className={classes.list}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`product-tab-${tab.id}`}
            aria-controls={`product-panel-${tab.id}`}
            aria-selected={active === tab.id}
            tabIndex={active === tab.id ? 0 : -1}
            className={classes.tab}
            {...(actions && { onClick: () => actions.select(i), onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => actions.keyDown(event, i) })}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.id} role="tabpanel" id={`product-panel-${tab.id}`} aria-labelledby={`product-tab-${tab.id}`} hidden={active !== tab.id} tabIndex={0} className={classes.panel}>
          {panels[i]}
        </div>
      ))}
    </>
  );
}
