import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { PageMessages } from '@/components/i18n/PageMessages';

/** The registry's pages: its messages, the account's lists (item controls), the bag, and the copy button's. */
export async function RegistryMessages({ children }: { children: ReactNode }) {
  const product = (await getMessages()).product as Record<string, unknown>;
  return (
    <PageMessages whole={['registry', 'auth', 'account', 'cart']} extra={{ product: { share: product.share } }}>
      {children}
    </PageMessages>
  );
}
