'use client';
import type { Locale } from '@/lib/i18n/locale-list';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ApplicantState } from '@/lib/trade/schema';
import { ApplicationForm } from './ApplicationForm';
import styles from './TradeApply.module.css';

/** Reads who is applying (after load: the page is the same for everyone), then shows the right form or status. */
export function TradeApplicationForm({ locale, defaultCountry }: { locale: Locale; defaultCountry: string }) {
  const t = useTranslations('trade.apply');
  const [state, setState] = useState<ApplicantState | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/api/trade/application', { cache: 'no-store' })
      .then((r) => (r.ok ? (r.json() as Promise<ApplicantState>) : { signedIn: false as const }))
      .catch(() => ({ signedIn: false as const }))
      .then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);

  if (!state) {
    return (
      <p className={styles.loading} role="status">
        {t('loading')}
      </p>
    );
  }
  if (state.signedIn && state.tradeStatus) {
    const pending = state.tradeStatus === 'pending';
    return (
      <div className={styles.notice} role="status">
        <p className={styles.noticeTitle}>{pending ? t('pendingTitle') : t('approvedTitle')}</p>
        <p>{pending ? t('pendingBody') : t('approvedBody')}</p>
      </div>
    );
  }
  return <ApplicationForm locale={locale} defaultCountry={defaultCountry} mode={state.signedIn ? 'account' : 'guest'} email={state.signedIn ? state.email : ''} />;
}
