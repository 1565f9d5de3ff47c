'use client';

import { useEffect, useState } from 'react';
import Image from 'next/image';
import Cookies from 'js-cookie';
import { hasTradeHint } from '@/lib/trade/hint';
import { useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { SIGNUP_PAGE_VIEWS_COOKIE, STORAGE } from '@/lib/cookies';
import { CONSENT_COOKIE } from '@/lib/consent';
import { DISMISSED_KEY, LAYER_DELAY_MS, SUBSCRIBED_KEY, nextPageViews, shouldShowLayer } from '@/lib/newsletter/layer-rules';
import type { SignupLayer as SignupLayerContent } from '@/lib/content/queries/signup-layer';
import { uiStore } from '@/stores/ui-store';
import { Dialog } from '@/components/ui/Dialog';
import { NewsletterFormOnDemand } from '../LazyNewsletterForm';
import styles from './SignupLayer.module.css';

/**
 * The country-targeted newsletter layer (spec §2): counts page views in `_signup_pvs`, appears from the
 * second one after a pause, never over an open panel, and not again once dismissed or signed up.
 * The form's code (form library, validation) loads when the layer opens, not on every page view.
 */
export function SignupLayer({ layer }: { layer: SignupLayerContent }) {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [subscribed, setSubscribed] = useState(false);

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
      setOpen(true);
      // Spec §9 sign-up view count: how often the layer was shown on this device.
      const { key } = STORAGE.signupViews;
      window.localStorage.setItem(key, String(nextPageViews(window.localStorage.getItem(key) ?? undefined)));
    }, LAYER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  const close = () => {
    if (!subscribed) window.localStorage.setItem(DISMISSED_KEY, '1');
    setOpen(false);
  };

  return (
    <Dialog open={open} onClose={close} title={subscribed ? layer.thankYouTitle : layer.title} closeLabel={t('close')}>
      <div className={styles.layer} data-testid="signup-layer">
        {layer.image && (
          <Image src={layer.image.url} alt={layer.image.alt} width={layer.image.width} height={layer.image.height} sizes="(min-width: 768px) 40rem, 100vw" className={styles.image} />
        )}
        {subscribed ? (
          <>
            <p className={styles.subtitle}>{layer.thankYouSubtitle}</p>
            <button type="button" className={styles.button} onClick={close}>
              {layer.thankYouBtn}
            </button>
          </>
        ) : (
          <>
            <p className={styles.subtitle}>{layer.subtitle}</p>
            <NewsletterFormOnDemand source="layer" submitLabel={layer.buttonCtaLabel} onSubscribed={() => setSubscribed(true)} />
          </>
        )}
      </div>
    </Dialog>
  );
}
