'use client';

import { useLocale, useTranslations } from 'next-intl';
import { pathInLocale } from '@/lib/i18n/locale-parts';
import { useUi } from '@/stores/ui-store';
import styles from './Checkout.module.css';

/**
 * /checkout/login: sign in or create an account through the authentication panel, which continues
 * to the address step once it succeeds, or continue as a guest where that is allowed.
 */
export function CheckoutLogin({ guestAllowed }: { guestAllowed: boolean }) {
  const t = useTranslations('checkout.login');
  const locale = useLocale();
  const openAuthentication = useUi((s) => s.openAuthentication);
  // Full loads: this page has no shell and the next ones do, which only a new document changes.
  const href = (path: string) => pathInLocale(path, locale);
  const continueToCheckout = () => window.location.assign(href('/checkout'));

  return (
    <div className={styles.loginGrid}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.cardTitle}>
          {t('title')}
        </h1>
        <p className={styles.cardBody}>{t('body')}</p>
        <button type="button" className={styles.primaryButton} onClick={() => openAuthentication(continueToCheckout)}>
          {t('signIn')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={() => openAuthentication(continueToCheckout)}>
          {t('createAccount')}
        </button>
      </section>
      {guestAllowed && (
        <section className={styles.card} aria-labelledby="guest-title">
          <h2 id="guest-title" className={styles.cardTitle}>
            {t('guestTitle')}
          </h2>
          <p className={styles.cardBody}>{t('guestBody')}</p>
          <a href={href('/checkout')} className={styles.secondaryButton}>
            {t('continueAsGuest')}
          </a>
        </section>
      )}
      <p className={styles.hint}>
        <a href={href('/checkout/cart')} className={styles.textLink}>
          {t('backToBag')}
        </a>
      </p>
    </div>
  );
}
