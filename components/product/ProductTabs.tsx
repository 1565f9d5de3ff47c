'use client';

import { useState, type KeyboardEvent } from 'react';
import { ProductTabsView, type ProductTabsViewProps } from './ProductTabsView';

/**
 * The WAI-ARIA tabs pattern: arrows, Home and End move between tabs; one panel shows at a time. The
 * server draws the tabs (ProductTabsView) and this part takes them over once its code has arrived
 * (components/product/LaterParts.tsx); a tab pressed before then is shown when it has.
 */
export function ProductTabs({ label, classes, tabs, panels, className }: ProductTabsViewProps & { className?: string }) {
  const [active, setActive] = useState(tabs[0]?.id);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(tabs[next].id);
    // The tab list's buttons, in the tabs' order.
    (event.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
  }

  return (
    <div className={className}>
      <ProductTabsView label={label} classes={classes} tabs={tabs} panels={panels} active={active} actions={{ select: (index) => setActive(tabs[index].id), keyDown: onKeyDown }} />
    </div>
  );
}
