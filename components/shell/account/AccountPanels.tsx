'use client';

import { clientOnly } from '@/components/ui/client-only';
import { useEffect, useState } from 'react';
import type { SocialProvider } from '@/lib/auth/social';
import { takeOpenAuthentication } from '@/lib/account/login-return';
import { uiStore, useUi } from '@/stores/ui-store';
import { useVisitor } from '@/stores/visitor-store';
import { useFavorites } from '@/components/account/lists/favorites-store';
import { MessagesFor } from '@/components/i18n/MessagesFor';

// Loaded on demand: neither panel is in any page's first-load JS; each arrives when first opened.
const AuthenticationPanel = clientOnly(() => import('@/components/account/auth/AuthenticationPanel').then((m) => m.default));
const ListPanel = clientOnly(() => import('@/components/account/lists/ListPanel').then((m) => m.default));

/**
 * Mounts the authentication and list panels the first time they are asked for, and tells the
 * browser-side favorites state whether there is a session (no token crosses over).
 */
export function AccountPanels({ signedIn: signedInOnServer, socialProviders }: { signedIn?: boolean; socialProviders: SocialProvider[] }) {
  // Pages without the shell pass what their server render read; cached pages learn it after load.
  const visitorSignedIn = useVisitor((s) => s.visitor.signedIn);
  const signedIn = signedInOnServer ?? visitorSignedIn;
  const wantsAuth = useUi((s) => s.openPanel === 'authentication');
  const wantsLists = useUi((s) => s.openPanel === 'lists');
  const [auth, setAuth] = useState(false);
  const [lists, setLists] = useState(false);
  const setSignedIn = useFavorites((s) => s.setSignedIn);

  useEffect(() => setSignedIn(signedIn), [signedIn, setSignedIn]);
  // Reached through /login with a full page load (components/account/login/LoginRoute): open here.
  useEffect(() => {
    let handedOver = false;
    try {
      handedOver = takeOpenAuthentication(sessionStorage, Date.now());
    } catch {
      // No storage: nothing was handed over.
    }
    if (handedOver) uiStore.getState().openAuthentication();
  }, []);
  // Once asked for, a panel stays mounted (its chunk is loaded; its dialog closes itself).
  if (wantsAuth && !auth) setAuth(true);
  if (wantsLists && !lists) setLists(true);

  return (
    <>
      {auth && (
        <MessagesFor namespaces={['auth', 'account']}>
          <AuthenticationPanel socialProviders={socialProviders} />
        </MessagesFor>
      )}
      {lists && (
        <MessagesFor namespaces={['account', 'actionErrors', 'registry']}>
          <ListPanel />
        </MessagesFor>
      )}
    </>
  );
}
