'use client';
import type { Locale } from '@/lib/i18n/locale-list';

import { useEffect, useRef, useState } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { useTranslations } from 'next-intl';
import { setTradeHint } from '@/lib/trade/hint';
import styles from './TradeApply.module.css';

/** The form, its schema and its validation are a chunk of their own, fetched when the section nears the screen. */
const TradeApplicationForm = clientOnly(() => import('./TradeApplicationForm').then((m) => m.TradeApplicationForm), {
  loading: () => <Loading />,
});

function Loading() {
  const t = useTranslations('trade.apply');
  return (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  );
}

/**
 * Mounts the application form when it is needed: the section comes within 200 px of the screen,
 * the page is opened at `#apply` (the page's "Apply now"), or the button is pressed.
 */
export function TradeApplication({ locale, country }: { locale: Locale; country: string }) {
  const t = useTranslations('trade.apply');
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) return;
    const show = () => setOpen(true);
    if (window.location.hash === '#apply') {
      show();
      return;
    }
    window.addEventListener('hashchange', show);
    const node = anchor.current;
    const observer = node && 'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: '200px' })
      : null;
    if (node) observer?.observe(node);
    return () => {
      window.removeEventListener('hashchange', show);
      observer?.disconnect();
    };
  }, [open]);

  useEffect(() => {
    if (open) setTradeHint();
  }, [open]);

  return (
    <div ref={anchor} className={styles.slot}>
      {open ? (
        <TradeApplicationForm locale={locale} defaultCountry={country} />
      ) : (
        <button type="button" className={styles.open} onClick={() => setOpen(true)}>
          {t('open')}
        </button>
      )}
    </div>
  );
}
