'use client';

import { useEffect } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { useVisitor } from '@/stores/visitor-store';
import { RegistryHint } from '@/components/registry/RegistryHint';
import { DECIDED_FROM_VISITOR, settleLayer, useFieldFocusWatch } from '@/lib/ui/layers';
import type { ExtrasProps } from './Extras';
// The banner is on every page until the visitor decides: in this chunk, not one more fetch after it.
import { CookieConsent } from './CookieConsent';
import { MessagesFor } from '@/components/i18n/MessagesFor';

/** The layers shown only to some visitors come in chunks of their own. */
const SignupLayer = clientOnly(() => import('./SignupLayer').then((m) => m.SignupLayer));
const PreviewBanner = clientOnly(() => import('./PreviewBanner').then((m) => m.PreviewBanner));
const AccountNotice = clientOnly(() => import('./AccountNotice').then((m) => m.AccountNotice));
// What the shop tells its marketing (spec §7): its own chunk, after hydration, never in preview.
const Measurement = clientOnly(() => import('@/components/analytics/Measurement').then((m) => m.Measurement));

/**
 * The floating layers (preview banner, cookie banner, sign-up layer, account notice, registry bar)
 * and the marketing measurement, in the order of their turn (lib/ui/layers.ts). A chunk of its own,
 * mounted by Extras after hydration: none of them is on screen at first paint, and the layers'
 * rules, the registry hint and the cookie table were about 3 KB gzip of every page's first load.
 */
export function ExtrasLayers({ signupLayer, preview, privacyUrl, measurement }: ExtrasProps) {
  // The logged-in extra: only for a signed-in shopper with something to hear (read after load).
  const accountNotice = useVisitor((s) => s.visitor.notice);
  // Floating layers step aside while the shopper types in a field of the page (lib/ui/layers.ts).
  useFieldFocusWatch();
  // The layers decided from the visitor read: no notice to hear, or none of them in preview.
  const loaded = useVisitor((s) => s.loaded);
  useEffect(() => {
    if (preview) for (const layer of DECIDED_FROM_VISITOR) settleLayer(layer);
    else if (loaded && !accountNotice) settleLayer('accountNotice');
  }, [preview, loaded, accountNotice]);
  return (
    <>
      {preview && (
        <MessagesFor namespaces={['preview']}>
          <PreviewBanner />
        </MessagesFor>
      )}
      {!preview && <CookieConsent privacyUrl={privacyUrl} />}
      {!preview && <Measurement {...measurement} />}
      {signupLayer && <SignupLayer layer={signupLayer} />}
      {accountNotice && !preview && <AccountNotice notice={accountNotice} />}
      <RegistryHint />
    </>
  );
}
