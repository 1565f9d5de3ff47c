'use client';

import dynamic from 'next/dynamic';
import type { SignupLayer as SignupLayerContent } from '@/lib/content/queries/signup-layer';
import { useIdle } from './use-idle';

/** Spec §2: extras are mounted lazily, after hydration, in chunks of their own, so none blocks first paint. */
const SignupLayer = dynamic(() => import('./SignupLayer').then((m) => m.SignupLayer), { ssr: false });
const CookieConsent = dynamic(() => import('./CookieConsent').then((m) => m.CookieConsent), { ssr: false });
const AccessibilityWidget = dynamic(() => import('./AccessibilityWidget').then((m) => m.AccessibilityWidget), { ssr: false });
const ChatWidget = dynamic(() => import('./ChatWidget').then((m) => m.ChatWidget), { ssr: false });

interface ExtrasProps {
  signupLayer: SignupLayerContent | null;
  /** Spec §2: no cookie-consent script in preview mode. */
  preview: boolean;
  privacyUrl: string | null;
}

export function Extras({ signupLayer, preview, privacyUrl }: ExtrasProps) {
  // The chat is the least urgent extra: its chunk is fetched only once the browser is idle.
  const idle = useIdle();
  return (
    <>
      {!preview && <CookieConsent privacyUrl={privacyUrl} />}
      {signupLayer && <SignupLayer layer={signupLayer} />}
      <AccessibilityWidget />
      {idle && <ChatWidget />}
    </>
  );
}
