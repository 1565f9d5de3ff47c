'use client';

import { clientOnly } from '@/components/ui/client-only';
import type { SignupLayer as SignupLayerContent } from '@/lib/content/queries/signup-layer';
import type { MeasurementProps } from '@/components/analytics/Measurement';
import { useIdle } from './use-idle';
import styles from './Extras.module.css';
import { withIntl } from '@/components/i18n/with-intl';

/** Spec §2: extras are mounted lazily, after hydration, in chunks of their own, so none blocks first paint. */
const ExtrasLayers = clientOnly(withIntl(() => import('./ExtrasLayers').then((m) => m.ExtrasLayers)));
const AccessibilityWidget = clientOnly(withIntl(() => import('./AccessibilityWidget').then((m) => m.AccessibilityWidget)));
const ChatWidget = clientOnly(withIntl(() => import('./ChatWidget').then((m) => m.ChatWidget)));

export interface ExtrasProps {
  signupLayer: SignupLayerContent | null;
  /** Spec §2: the preview banner in preview mode, and no cookie-consent script there. */
  preview: boolean;
  privacyUrl: string | null;
  /** The page's country and currency (from its locale) and the tag manager container, if configured. */
  measurement: MeasurementProps;
}

export function Extras(props: ExtrasProps) {
  // The chat is the least urgent extra: its chunk is fetched only once the browser is idle.
  const idle = useIdle();
  return (
    <>
      <ExtrasLayers {...props} />
      {/* The corner buttons' own space: the gutters on wide screens, a row after the footer below that, so they cover nothing. */}
      <div className={styles.dock}>
        <AccessibilityWidget />
        {idle && <ChatWidget />}
      </div>
    </>
  );
}
