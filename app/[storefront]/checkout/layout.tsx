import type { ReactNode } from 'react';
import { PageMessages } from '@/components/i18n/PageMessages';
import { PAGE_MESSAGES } from '@/lib/i18n/client-messages';

/** These pages' forms and lists use the sign-in, account and bag messages whole (per-visitor pages, never cached). */
export default function Layout({ children }: { children: ReactNode }) {
  return <PageMessages selection={PAGE_MESSAGES.checkout}>{children}</PageMessages>;
}
