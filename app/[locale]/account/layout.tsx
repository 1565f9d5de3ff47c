import type { ReactNode } from 'react';
import { PageMessages } from '@/components/i18n/PageMessages';

/** These pages' forms and lists use the sign-in, account and bag messages whole (per-visitor pages, never cached). */
export default function Layout({ children }: { children: ReactNode }) {
  return <PageMessages whole={['auth', 'account', 'cart', 'addressStates']}>{children}</PageMessages>;
}
