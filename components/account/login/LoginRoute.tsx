'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { loginReturnPath, OPEN_AUTHENTICATION_KEY } from '@/lib/account/login-return';
import { uiStore } from '@/stores/ui-store';

/**
 * `/login`: opens the authentication panel and puts the page the shopper came from (or home) under
 * it. The page is cached like any guest page, so all of this happens in the browser. When the page
 * under it is another variant of the layout (a full load), the panel is opened there from a
 * session-storage hand-over (AccountPanels); in a soft navigation the open panel simply stays.
 */
export function LoginRoute({ home }: { home: string }) {
  const router = useRouter();
  useEffect(() => {
    const target = loginReturnPath(document.referrer, window.location.origin, home);
    try {
      sessionStorage.setItem(OPEN_AUTHENTICATION_KEY, String(Date.now()));
    } catch {
      // Storage refused (private mode): a soft navigation still keeps the panel open.
    }
    uiStore.getState().openAuthentication();
    router.replace(target, { scroll: false });
    return () => {
      // Unmounted by the soft navigation: the panel is open already; no hand-over needed.
      try {
        sessionStorage.removeItem(OPEN_AUTHENTICATION_KEY);
      } catch {
        // nothing to clear
      }
    };
  }, [home, router]);
  return null;
}
