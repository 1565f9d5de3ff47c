'use client';

import { useUi } from '@/stores/ui-store';

/**
 * The footer's "Cookie preferences" link: reopens the banner with the choices. A module of its own:
 * the footer is on every page, and importing it from the banner's module put the banner, js-cookie
 * and the consent rules in every page's first load, though the banner mounts after hydration.
 */
export function CookiePreferencesButton({ className, label }: { className?: string; label: string }) {
  const open = useUi((s) => s.open);
  return (
    <button type="button" className={className} onClick={() => open('cookiePreferences')}>
      {label}
    </button>
  );
}
