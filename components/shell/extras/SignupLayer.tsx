'use client';

import { useEffect, useRef, useState } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import Cookies from 'js-cookie';
import { hasTradeHint } from '@/lib/trade/hint';
import { usePathname } from '@/lib/i18n/navigation';
import { SIGNUP_PAGE_VIEWS_COOKIE, STORAGE } from '@/lib/cookies';
import { CONSENT_COOKIE } from '@/lib/consent';
import { DISMISSED_KEY, LAYER_DELAY_MS, SUBSCRIBED_KEY, nextPageViews, shouldShowLayer } from '@/lib/newsletter/layer-rules';
import type { SignupLayer as SignupLayerContent } from '@/lib/content/queries/signup-layer';
import { sheetOpenNow, useLayerTurn } from '@/lib/ui/layers';

// Most page views never show the layer: its code loads when it is due.
const SignupLayerDialog = clientOnly(() => import('./SignupLayerDialog').then((m) => m.SignupLayerDialog));

/**
 * The country-targeted newsletter layer (spec §2): counts page views in `_signup_pvs`, appears from the
 * second one after a pause, never over an open panel, and not again once dismissed or signed up.
 * Once due it takes its turn among the floating layers (lib/ui/layers.ts): a layer above it in
 * priority (the account notice, the trade invitation) shows first, and it waits for a sheet to close.
 * The layer's code (SignupLayerDialog.tsx) loads when it is due, not on every page view.
 */
export function SignupLayer({ layer }: { layer: SignupLayerContent }) {
  const pathname = usePathname();
  // How often the layer came due on this page session, and which of those is over; each time mounts it afresh, open.
  const [due, setDue] = useState(0);
  const [closed, setClosed] = useState(0);
  const turn = useLayerTurn('signup', due > closed);
  const counted = useRef(0);

  useEffect(() => {
    const pageViews = nextPageViews(Cookies.get(SIGNUP_PAGE_VIEWS_COOKIE));
    Cookies.set(SIGNUP_PAGE_VIEWS_COOKIE, String(pageViews), { expires: 365, path: '/', sameSite: 'lax' });
    const timer = setTimeout(() => {
      const show = shouldShowLayer({
        pageViews,
        dismissed: window.localStorage.getItem(DISMISSED_KEY) === '1',
        subscribed: window.localStorage.getItem(SUBSCRIBED_KEY) === '1',
        panelOpen: sheetOpenNow(),
        consentPending: !Cookies.get(CONSENT_COOKIE),
        pathname,
        tradeHint: hasTradeHint(document.cookie),
      });
      if (show) setDue((count) => count + 1);
    }, LAYER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    if (!turn || counted.current === due) return;
    counted.current = due;
    // Spec §9 sign-up view count: how often the layer was shown on this device.
    const { key } = STORAGE.signupViews;
    window.localStorage.setItem(key, String(nextPageViews(window.localStorage.getItem(key) ?? undefined)));
  }, [turn, due]);

  return turn ? <SignupLayerDialog key={due} layer={layer} onClosed={() => setClosed(due)} /> : null;
}
