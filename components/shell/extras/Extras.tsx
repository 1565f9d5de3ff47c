'use client';

import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import type { SignupLayer as SignupLayerContent } from '@/lib/content/queries/signup-layer';
import { useVisitor } from '@/stores/visitor-store';
import { useIdle } from './use-idle';
import { RegistryHint } from '@/components/registry/RegistryHint';
import type { MeasurementProps } from '@/components/analytics/Measurement';
import { DECIDED_FROM_VISITOR, settleLayer, useFieldFocusWatch } from '@/lib/ui/layers';
import styles from './Extras.module.css';

/** Spec §2: extras are mounted lazily, after hydration, in chunks of their own, so none blocks first paint. */
const SignupLayer = dynamic(() => import('./SignupLayer').then((m) => m.SignupLayer), { ssr: false });
const CookieConsent = dynamic(() => import('./CookieConsent').then((m) => m.CookieConsent), { ssr: false });
const AccessibilityWidget = dynamic(() => import('./AccessibilityWidget').then((m) => m.AccessibilityWidget), { ssr: false });
const PreviewBanner = dynamic(() => import('./PreviewBanner').then((m) => m.PreviewBanner), { ssr: false });
const AccountNotice = dynamic(() => import('./AccountNotice').then((m) => m.AccountNotice), { ssr: false });
// What the shop tells its marketing (spec §7): its own chunk, after hydration, never in preview.
const Measurement = dynamic(() => import('@/components/analytics/Measurement').then((m) => m.Measurement), { ssr: false });
const ChatWidget = dynamic(() => import('./ChatWidget').then((m) => m.ChatWidget), { ssr: false });

interface ExtrasProps {
  signupLayer: SignupLayerContent | null;
  /** Spec §2: the preview banner in preview mode, and no cookie-consent script there. */
  preview: boolean;
  privacyUrl: string | null;
  /** The page's country and currency (from its locale) and the tag manager container, if configured. */
  measurement: MeasurementProps;
}

export function Extras({ signupLayer, preview, privacyUrl, measurement }: ExtrasProps) {
  // The logged-in extra: only for a signed-in shopper with something to hear (read after load).
  const accountNotice = useVisitor((s) => s.visitor.notice);
  // The chat is the least urgent extra: its chunk is fetched only once the browser is idle.
  const idle = useIdle();
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
      {preview && <PreviewBanner />}
      {!preview && <CookieConsent privacyUrl={privacyUrl} />}
      {!preview && <Measurement {...measurement} />}
      {signupLayer && <SignupLayer layer={signupLayer} />}
      {accountNotice && !preview && <AccountNotice notice={accountNotice} />}
      <RegistryHint />
      {/* The corner buttons' own space: the gutters on wide screens, a row after the footer below that, so they cover nothing. */}
      <div className={styles.dock}>
        <AccessibilityWidget />
        {idle && <ChatWidget />}
      </div>
    </>
  );
}
