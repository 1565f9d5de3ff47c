'use client';

import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { signedInAsTrade } from '@/lib/sign-in/actions';
import type { SocialProvider } from '@/lib/auth/social';
import { useUi } from '@/stores/ui-store';
import { useFavorites } from '../lists/favorites-store';
import { cartStore } from '@/components/cart/cart-store';
import { loadVisitor } from '@/stores/visitor-store';
import { identifyAfterAuth } from '@/lib/analytics/identify';
import { AuthenticationFlow } from './AuthenticationFlow';
import styles from './Auth.module.css';

/**
 * The authentication panel (spec §2), a side drawer loaded only when first opened. After sign-in it
 * runs the action it was opened for (e.g. saving the product whose heart was clicked) and refreshes
 * the server-rendered shell; after sign-up it runs the action at once and shows the thank-you.
 */
export default function AuthenticationPanel({ socialProviders }: { socialProviders: SocialProvider[] }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const open = useUi((s) => s.openPanel === 'authentication');
  const mode = useUi((s) => s.authenticationMode);
  const close = useUi((s) => s.close);
  const succeeded = useUi((s) => s.authenticationSucceeded);
  const runAfter = useUi((s) => s.runAfterAuthentication);
  const markSignedIn = useFavorites((s) => s.markSignedIn);
  const [notTrade, setNotTrade] = useState(false);
  const [generation, setGeneration] = useState(0);

  const onClose = useCallback(() => {
    close('authentication');
    setNotTrade(false);
    setGeneration((g) => g + 1); // the next opening starts again at the e-mail step
  }, [close]);

  return (
    <Dialog open={open} onClose={onClose} title={mode === 'trade' ? t('tradeTitle') : t('title')} closeLabel={t('close')} placement="end">
      {notTrade ? (
        <div className={styles.flow}>
          <p className={styles.lead}>{t('notTradeTitle')}</p>
          <p className={styles.body} role="status">{t('notTrade')}</p>
          <Link href="/trade" className={styles.secondary} onClick={onClose}>
            {t('contactTradeTeam')}
          </Link>
        </div>
      ) : (
        <AuthenticationFlow
          key={generation}
          socialProviders={socialProviders}
          onDone={onClose}
          onSignedIn={async (kind) => {
            markSignedIn();
            // The guest bag has just joined the account's cart on the server: the badge and drawer read it again.
            void cartStore.getState().cache().then((cache) => cache.reread(), () => undefined);
            // The cached page's header, badge and links follow the visitor (and a trade account gets the trade pages).
            void loadVisitor();
            void identifyAfterAuth(kind === 'signUp' ? 'sign_up' : 'sign_in');
            if (kind === 'signUp') {
              await runAfter();
              router.refresh();
              return;
            }
            if (mode === 'trade' && !(await signedInAsTrade().then((trade) => trade.ok && trade.data))) {
              // Signed in, but not into the trade area: the message replaces the action it was opened for.
              setNotTrade(true);
              router.refresh();
              return;
            }
            await succeeded();
            router.refresh();
          }}
        />
      )}
    </Dialog>
  );
}
