'use client';

import { useShopTranslations } from '@/lib/i18n/shop-messages';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useUi } from '@/stores/ui-store';
import { knownSignedIn, useVisitor } from '@/stores/visitor-store';
import { AccountIcon } from '../icons';
import styles from './HeaderAccount.module.css';

const FAVORITES = '/account/wishlist/favorites';

function HeartIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true">
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </svg>
  );
}

/**
 * The header's account button and wishlist heart (spec §2): the account icon links to the account
 * when signed in, "Log in" opens the authentication panel otherwise; the heart opens the favorites,
 * or the panel for a guest (then the favorites once signed in).
 */
export function HeaderAccount() {
  const t = useShopTranslations('shell');
  const signedIn = useVisitor((s) => s.visitor.signedIn);
  const ta = useShopTranslations('account');
  const router = useRouter();
  const openAuthentication = useUi((s) => s.openAuthentication);
  return (
    <>
      {signedIn ? (
        <Link href="/account" className={`${styles.icon} ${styles.account}`} aria-label={t('myAccount')} data-testid="header-account">
          <AccountIcon />
        </Link>
      ) : (
        <button
          type="button"
          className={`${styles.icon} ${styles.account} ${styles.loginButton}`}
          aria-haspopup="dialog"
          aria-label={t('logIn')}
          data-testid="header-login"
          onClick={() => openAuthentication()}
        >
          <AccountIcon />
          <span className={styles.label}>{t('logIn')}</span>
        </button>
      )}
      {signedIn ? (
        <Link href={FAVORITES} className={styles.icon} aria-label={ta('lists.favorites')}>
          <HeartIcon />
        </Link>
      ) : (
        <button type="button" className={styles.icon} aria-label={ta('lists.favorites')} aria-haspopup="dialog" onClick={() => void knownSignedIn(false).then((yes) => (yes ? router.push(FAVORITES) : openAuthentication(() => router.push(FAVORITES))))}>
          <HeartIcon />
        </button>
      )}
    </>
  );
}
