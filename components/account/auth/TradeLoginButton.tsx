'use client';

import { useShopTranslations } from '@/lib/i18n/shop-messages';
import { useRouter } from '@/lib/i18n/navigation';
import { useUi } from '@/stores/ui-store';

/**
 * The trade login (spec §6): the authentication panel in trade mode. A signed-in account that is not
 * trade gets the message to contact the trade team instead of the trade area.
 */
export function TradeLoginButton({ className }: { className?: string }) {
  const t = useShopTranslations('auth');
  const router = useRouter();
  const openAuthentication = useUi((s) => s.openAuthentication);
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => openAuthentication(() => router.push('/account'), 'trade')}>
      {t('tradeLogin')}
    </button>
  );
}
