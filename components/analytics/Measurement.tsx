'use client';

import { useEffect, useRef, useState } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { usePathname, useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { consentDefaultPushed, pushConsent, track } from '@/lib/analytics/data-layer';
import { audienceChecked, pageContext, pageView, type UserSegment, type VisitorFacts } from '@/lib/analytics/events';
import { browserConsent } from '@/lib/analytics/browser-consent';
import { isGtmId, loadGtm } from '@/lib/analytics/gtm';
import { startProductTracking } from '@/lib/analytics/product-tracking';
import { TITLE_WAIT_MS, whenTitleSettles } from '@/lib/analytics/page-title';
import { showTradeInvitation, userSegment } from '@/lib/audience/segments';
import { CONSENT_DECIDED_EVENT, CONSENT_WAIT_FOR_UPDATE_MS, consentModeState, type Consent } from '@/lib/consent';
import { COOKIES, STORAGE, cookieString, readCookie } from '@/lib/cookies';
import { localeParts } from '@/lib/i18n/locale-parts';
import { hasTradeHint } from '@/lib/trade/hint';
import { cartStore } from '@/components/cart/cart-store';
import { useVisitor } from '@/stores/visitor-store';
import { settleLayer } from '@/lib/ui/layers';

const TradeInvitation = clientOnly(() => import('./TradeInvitation').then((m) => m.TradeInvitation));

/** Spec §9 click id: a plausible gclid value (letters, digits, - and _). */
const CLICK_ID = /^[\w-]{10,200}$/;
/** If the visitor answer never comes, the page view still goes out, as a guest's. */
const VISITOR_WAIT_MS = 3000;

interface AudienceAnswer {
  userSegment: UserSegment;
  returningVisitor: boolean;
  professional: boolean;
  emailOptedIn: boolean;
}

export interface MeasurementProps {
  gtmId: string | null;
  country: string;
  currency: string;
}

function storageGet(kind: 'local' | 'session', key: string): string | null {
  try {
    return (kind === 'local' ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

function storageSet(kind: 'local' | 'session', key: string, value: string): void {
  try {
    (kind === 'local' ? window.localStorage : window.sessionStorage).setItem(key, value);
  } catch {
    // Storage refused (private mode): the flag lasts for this page only.
  }
}

/** The audience check once per browser session (spec §9 consumer session), with analytics consent only. */
async function audienceForSession(): Promise<AudienceAnswer | null> {
  const { key, storage } = STORAGE.consumerSession;
  if (storageGet(storage, key)) return null;
  try {
    const response = await fetch('/api/audience', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}', credentials: 'same-origin', cache: 'no-store' });
    if (response.status !== 200) return null;
    storageSet(storage, key, '1');
    return (await response.json()) as AudienceAnswer;
  } catch {
    return null;
  }
}

/**
 * What the shop tells its marketing (spec §7), mounted lazily on every page with the shell, never in
 * preview: the page context and page view on each page and client-side route change (once the
 * visitor is known: the page itself is cached and shared), product impressions, clicks and searches
 * from the markup, the audience check, the click id and the tag manager — the last three only after
 * the visitor's consent. Nothing leaves the browser for analytics or marketing before it.
 */
export function Measurement({ gtmId, country, currency }: MeasurementProps) {
  const pathname = usePathname();
  const router = useRouter();
  const language = localeParts(useLocale()).language;
  const loaded = useVisitor((s) => s.loaded);
  const visitor = useVisitor((s) => s.visitor);
  // Mounted in the browser only (ssr: false), so the cookie can be read as the state starts.
  const [consent, setConsent] = useState<Consent | null>(() => browserConsent());
  const [answer, setAnswer] = useState<AudienceAnswer | null | 'pending'>('pending');
  // Without analytics consent there is no audience check to wait for.
  const audience = consent?.analytics ? answer : null;
  const [waitedLongEnough, setWaited] = useState(false);
  const lastPushed = useRef<string | null>(null);
  const lastTitle = useRef<string | null>(null);
  // When the wait for this path's title began: a re-run (the visitor arrived) waits only what is left.
  const waitingSince = useRef<{ path: string; at: number } | null>(null);

  // Consent: read now and whenever the banner records a choice.
  useEffect(() => {
    const read = () => setConsent(browserConsent());
    window.addEventListener(CONSENT_DECIDED_EVENT, read);
    return () => window.removeEventListener(CONSENT_DECIDED_EVENT, read);
  }, []);

  // After consent only: the tag manager, the ad click id, the audience check.
  useEffect(() => {
    if (!consent) return;
    if (consent.analytics || consent.marketing) {
      if (!consentDefaultPushed()) pushConsent('default', consentModeState(consent), CONSENT_WAIT_FOR_UPDATE_MS);
      if (isGtmId(gtmId)) loadGtm(gtmId);
    }
    if (consent.marketing) {
      const clickId = new URLSearchParams(window.location.search).get('gclid');
      if (clickId && CLICK_ID.test(clickId)) document.cookie = cookieString(COOKIES.clickId, clickId, window.location.protocol === 'https:');
    }
    if (!consent.analytics) return;
    let cancelled = false;
    void audienceForSession().then((answer) => {
      if (cancelled) return;
      if (answer) track(audienceChecked({ userSegment: answer.userSegment, returningVisitor: answer.returningVisitor, isProfessional: answer.professional, emailOptedIn: answer.emailOptedIn }));
      setAnswer(answer);
    });
    return () => {
      cancelled = true;
    };
  }, [consent, gtmId]);

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), VISITOR_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  // Impressions, clicks and searches: one observer set for the page's life.
  useEffect(() => startProductTracking({ currency, navigate: (href) => router.push(href) }), [currency, router]);

  // The page context, then the page view: on load once the visitor is known, and on every route change.
  const ready = (loaded || waitedLongEnough) && audience !== 'pending';
  useEffect(() => {
    if (!ready || lastPushed.current === pathname) return;
    const cart = cartStore.getState();
    const facts: VisitorFacts = {
      isTrade: visitor.trade,
      userId: visitor.userId ?? null,
      cartTotal: cart.figures ? cart.figures.total : (visitor.cartTotal ?? '0'),
      userSegment: userSegment(visitor),
      returningVisitor: audience?.returningVisitor ?? readCookie(document.cookie, COOKIES.repeatUser) === '1',
    };
    // The new page's title may arrive after its path (streamed metadata): wait for it (issue 39).
    // Marked pushed only when it is: a re-run meanwhile (the visitor arrived) waits again, nothing is lost.
    if (waitingSince.current?.path !== pathname) waitingSince.current = { path: pathname, at: Date.now() };
    const left = Math.max(0, TITLE_WAIT_MS - (Date.now() - waitingSince.current.at));
    return whenTitleSettles(lastTitle.current, (title) => {
      lastPushed.current = pathname;
      lastTitle.current = title;
      const page = { country, currencyCode: currency, language, path: `${window.location.pathname}${window.location.search}`, title };
      track(pageContext(page, facts));
      track(pageView(page, window.location.origin));
    }, left);
  }, [ready, pathname, visitor, audience, country, currency, language]);

  const professional = audience && audience !== 'pending' ? audience.professional : typeof document !== 'undefined' && readCookie(document.cookie, COOKIES.professional) === '1';
  const invite =
    loaded &&
    consent?.analytics === true &&
    !visitor.notice &&
    showTradeInvitation({
      professional: Boolean(professional),
      trade: visitor.trade,
      doNotDisturb: storageGet(STORAGE.tradeDoNotDisturb.storage, STORAGE.tradeDoNotDisturb.key) === '1',
      tradeHint: hasTradeHint(document.cookie),
    });
  // Decided not to invite: the layers below it need not wait for it (lib/ui/layers.ts).
  useEffect(() => {
    if (loaded && !invite) settleLayer('tradeInvitation');
  }, [loaded, invite]);
  return invite ? <TradeInvitation onDismiss={() => storageSet(STORAGE.tradeDoNotDisturb.storage, STORAGE.tradeDoNotDisturb.key, '1')} /> : null;
}
