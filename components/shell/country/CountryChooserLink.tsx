'use client';

import type { MouseEvent } from 'react';
import { useUi } from '@/stores/ui-store';

interface CountryChooserLinkProps {
  /** Where the link goes without JavaScript or on a modified click: the /countries page of this locale. */
  href: string;
  label: string;
  className?: string;
  /** What it shows: the country and currency. */
  children: string;
}

/**
 * The shipping country and currency selector. A plain click opens the country chooser panel; before
 * hydration, or with a modifier key (new tab), it is an ordinary link to the /countries page. Its
 * name is what it shows ("Ship to Italy · EUR €") followed by what it does, so a voice user can say
 * the words they see.
 */
export function CountryChooserLink({ href, label, className, children }: CountryChooserLinkProps) {
  const open = useUi((s) => s.open);
  const expanded = useUi((s) => s.openPanel === 'countryChooser');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open('countryChooser');
  };
  return (
    <a href={href} className={className} aria-label={`${children}: ${label}`} aria-haspopup="dialog" aria-expanded={expanded} onClick={onClick}>
      {children}
    </a>
  );
}
