'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import Cookies from 'js-cookie';
import { hasTradeHint } from '@/lib/trade/hint';
import { usePathname } from '@/lib/i18n/navigation';
import { SIGNUP_PAGE_VIEWS_COOKIE, STORAGE } from '@/lib/cookies';
import { CONSENT_COOKIE } from '@/lib/consent';
import { DISMISSED_KEY, LAYER_DELAY_MS, SUBSCRIBED_KEY, nextPageViews, shouldShowLayer } from '@/lib/newsletter/layer-rules';
import type { SignupLayer as SignupLayerContent } from '@/lib/content/queries/signup-layer';
import { uiStore } from '@/stores/ui-store';

// Most page views never show the layer: its code loads when it is due.
const SignupLayerDialog = dynamic(() => import('./SignupLayerDialog').then((m) => m.SignupLayerDialog), { ssr: false });

/**
 * The country-targeted newsletter layer (spec §2): counts page views in `_signup_pvs`, appears from the
 * second one after a pause, never over an open panel, and not again once dismissed or signed up.
 * The layer's code (SignupLayerDialog.tsx) loads when it is due, not on every page view.
 */
export function SignupLayer({ layer }: { layer: SignupLayerContent }) {
  const pathname = usePathname();
  // How often the layer came due on this page session; each time mounts it afresh, open.
  const [shown, setShown] = useState(0);

  useEffect(() => {
    const pageViews = nextPageViews(Cookies.get(SIGNUP_PAGE_VIEWS_COOKIE));
    Cookies.set(SIGNUP_PAGE_VIEWS_COOKIE, String(pageViews), { expires: 365, path: '/', sameSite: 'lax' });
    const timer = setTimeout(() => {
      const show = shouldShowLayer({
        pageViews,
        dismissed: window.localStorage.getItem(DISMISSED_KEY) === '1',
        subscribed: window.localStorage.getItem(SUBSCRIBED_KEY) === '1',
        panelOpen: uiStore.getState().openPanel !== null,
        consentPending: !Cookies.get(CONSENT_COOKIE),
        pathname,
        tradeHint: hasTradeHint(document.cookie),
      });
      if (!show) return;
      setShown((count) => count + 1);
      // Spec §9 sign-up view count: how often the layer was shown on this device.
      const { key } = STORAGE.signupViews;
      window.localStorage.setItem(key, String(nextPageViews(window.localStorage.getItem(key) ?? undefined)));
    }, LAYER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  return shown > 0 ? <SignupLayerDialog key={shown} layer={layer} /> : null;
}
