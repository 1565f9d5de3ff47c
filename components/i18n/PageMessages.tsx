import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { pickPageMessages, type MessageSelection } from '@/lib/i18n/client-messages';
import { MergedMessages } from './MergedMessages';

/**
 * For pages built around namespaces the shell only loads on demand (account, checkout, passwords,
 * a registry): the page's client components receive the first-paint messages and what `selection`
 * names (lib/i18n/client-messages.ts PAGE_MESSAGES): namespaces whole, keys of others. Only what
 * the selection adds crosses into the browser here; the first paint's are the layout's.
 */
export async function PageMessages({ selection, children }: { selection: MessageSelection; children: ReactNode }) {
  return <MergedMessages messages={pickPageMessages(await getMessages(), selection)}>{children}</MergedMessages>;
}
