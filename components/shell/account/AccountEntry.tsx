'use client';

import { useShopTranslations } from '@/lib/i18n/shop-messages';
import { Link } from '@/lib/i18n/navigation';
import { useUi } from '@/stores/ui-store';
import { useVisitor } from '@/stores/visitor-store';
import { AccountIcon } from '../icons';

/**
 * "My account" for a signed-in shopper; "Log in" otherwise, which opens the authentication panel and
 * never navigates (spec §2 /login).
 */
export function AccountEntry({ className }: { className?: string }) {
  const t = useShopTranslations('shell');
  const signedIn = useVisitor((s) => s.visitor.signedIn);
  const openAuthentication = useUi((s) => s.openAuthentication);
  if (signedIn) {
    return (
      <Link href="/account" className={className}>
        <AccountIcon />
        {t('myAccount')}
      </Link>
    );
  }
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => openAuthentication()}>
      <AccountIcon />
      {t('logIn')}
    </button>
  );
}
