'use client';

import type { ReactNode } from 'react';
import { AddedMessages } from '@/lib/i18n/shop-messages';
import { IntlScope } from './IntlScope';

/**
 * A page's messages added to the ones around it, for client components that read next-intl's hooks
 * at first paint (pages built around forms: account, checkout, an account's list): only what the page
 * adds crosses into the browser (the first paint's are the layout's), and next-intl's provider is
 * made from the whole. `messages` holds only what the page adds.
 */
export function MergedMessages({ messages, children }: { messages: Record<string, unknown>; children: ReactNode }) {
  return (
    <AddedMessages messages={messages}>
      <IntlScope>{children}</IntlScope>
    </AddedMessages>
  );
}
