'use client';

import { useEffect, useId, useState } from 'react';
import Cookies from 'js-cookie';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { MessagesFor } from '@/components/i18n/MessagesFor';
import { CONSENT_COOKIE, CONSENT_DECIDED_EVENT, CONSENT_MAX_AGE_DAYS, CONSENT_WAIT_FOR_UPDATE_MS, consentModeState, parseConsent, serializeConsent, type Consent } from '@/lib/consent';
import { useUi } from '@/stores/ui-store';
import { useLayerTurn } from '@/lib/ui/layers';
import { pushConsent as pushConsentMode } from '@/lib/analytics/data-layer';
import styles from './CookieConsent.module.css';

function pushConsent(kind: 'default' | 'update', consent: Consent | null) {
  pushConsentMode(kind, consentModeState(consent), CONSENT_WAIT_FOR_UPDATE_MS);
}

/**
 * The cookie banner: shown until the visitor accepts, rejects or saves a choice; reopened from the
 * footer's "Cookie preferences". A fixed bar at the bottom, so it never shifts the page.
 */
export function CookieConsent({ privacyUrl }: { privacyUrl: string | null }) {
  const preferencesOpen = useUi((s) => s.openPanel === 'cookiePreferences');
  const closePreferences = useUi((s) => s.close);
  const [decided, setDecided] = useState<Consent | null>(() => parseConsent(Cookies.get(CONSENT_COOKIE)));
  const [customizing, setCustomizing] = useState(false);
  const [analytics, setAnalytics] = useState(decided?.analytics ?? false);
  const [marketing, setMarketing] = useState(decided?.marketing ?? false);

  useEffect(() => {
    pushConsent('default', parseConsent(Cookies.get(CONSENT_COOKIE)));
  }, []);

  function decide(choice: { analytics: boolean; marketing: boolean }) {
    const consent: Consent = { ...choice, decidedAt: new Date().toISOString() };
    Cookies.set(CONSENT_COOKIE, serializeConsent(consent), { expires: CONSENT_MAX_AGE_DAYS, path: '/', sameSite: 'lax', secure: window.location.protocol === 'https:' });
    pushConsent('update', consent);
    setDecided(consent);
    setCustomizing(false);
    window.dispatchEvent(new Event(CONSENT_DECIDED_EVENT));
    closePreferences('cookiePreferences');
  }

  // The first of the floating layers (lib/ui/layers.ts); it steps aside while a sheet is open or the shopper types.
  const turn = useLayerTurn('consent', !decided);
  if (!preferencesOpen && (decided || !turn)) return null;
  const showChoices = customizing || preferencesOpen;
  const choices = { analytics, marketing, setAnalytics, setMarketing };
  // Its sentences come with it, not with every page (lib/i18n/client-messages.ts): nothing shows until they are here.
  return (
    <MessagesFor namespaces={['consent']}>
      <ConsentBanner privacyUrl={privacyUrl} showChoices={showChoices} choices={choices} onCustomize={() => setCustomizing(true)} decide={decide} />
    </MessagesFor>
  );
}

interface ConsentBannerProps {
  privacyUrl: string | null;
  showChoices: boolean;
  choices: { analytics: boolean; marketing: boolean; setAnalytics(value: boolean): void; setMarketing(value: boolean): void };
  onCustomize(): void;
  decide(choice: { analytics: boolean; marketing: boolean }): void;
}

/**
 * A slim bar along the bottom: the sentence with its two links (the policy, "Choose") and the two
 * answers side by side, equal in weight; the title is the bar's accessible name, shown on wide screens.
 * The choices open above the answers, and "Save my choice" joins them.
 */
function ConsentBanner({ privacyUrl, showChoices, choices, onCustomize, decide }: ConsentBannerProps) {
  const t = useTranslations('consent');
  const titleId = useId();
  const { analytics, marketing, setAnalytics, setMarketing } = choices;
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="cookie-consent" data-layer="consent">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={titleId} className={`visually-hidden ${styles.title}`}>
            {t('title')}
          </h2>
          <p className={styles.body}>
            {t('body')}{' '}
            {privacyUrl && (
              <Link href={privacyUrl} className={styles.more}>
                {t('privacy')}
              </Link>
            )}
            {!showChoices && (
              <>
                {' '}
                <button type="button" className={styles.customize} onClick={onCustomize}>
                  {t('customize')}
                </button>
              </>
            )}
          </p>
          {showChoices && (
            <fieldset className={styles.choices}>
              <legend className="visually-hidden">{t('choose')}</legend>
              <label className={styles.choice}>
                <input type="checkbox" checked disabled />
                <span>
                  <strong>{t('necessary')}</strong> {t('necessaryBody')}
                </span>
              </label>
              <label className={styles.choice}>
                <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
                <span>
                  <strong>{t('analytics')}</strong> {t('analyticsBody')}
                </span>
              </label>
              <label className={styles.choice}>
                <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
                <span>
                  <strong>{t('marketing')}</strong> {t('marketingBody')}
                </span>
              </label>
            </fieldset>
          )}
        </div>
        <div className={styles.actions}>
          {showChoices && (
            <button type="button" className={`${styles.primary} ${styles.save}`} onClick={() => decide({ analytics, marketing })}>
              {t('save')}
            </button>
          )}
          <button type="button" className={styles.secondary} onClick={() => decide({ analytics: false, marketing: false })}>
            {t('reject')}
          </button>
          <button type="button" className={styles.primary} onClick={() => decide({ analytics: true, marketing: true })}>
            {t('acceptAll')}
          </button>
        </div>
      </div>
    </section>
  );
}
