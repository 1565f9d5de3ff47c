import type { ReactNode } from 'react';
import { PageMessages } from '@/components/i18n/PageMessages';
import { PAGE_MESSAGES } from '@/lib/i18n/client-messages';

/** The registry's pages: its messages, the account's lists (item controls), the bag, and the copy button's. */
export function RegistryMessages({ children }: { children: ReactNode }) {
  return <PageMessages selection={PAGE_MESSAGES.registry}>{children}</PageMessages>;
}
