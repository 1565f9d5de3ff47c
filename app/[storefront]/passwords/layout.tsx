import type { ReactNode } from 'react';
import { PageMessages } from '@/components/i18n/PageMessages';
import { PAGE_MESSAGES } from '@/lib/i18n/client-messages';
import { pageContextFromParams } from '@/lib/i18n/server';

/**
 * These pages' forms use the sign-in and account messages whole. The locale is set here too: this
 * layout may render before the locale layout has set it, and without it the messages would be read
 * from the request's headers, which a cached page (the forgot-password page) may not do (it answered
 * 500, DYNAMIC_SERVER_USAGE).
 */
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ storefront: string }> }) {
  await pageContextFromParams(params);
  return <PageMessages selection={PAGE_MESSAGES.accountForms}>{children}</PageMessages>;
}
