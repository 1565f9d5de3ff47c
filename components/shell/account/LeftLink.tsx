'use client';

import { useShopTranslations } from '@/lib/i18n/shop-messages';
import { Link } from '@/lib/i18n/navigation';
import { useVisitor } from '@/stores/visitor-store';

/**
 * Spec §2, the desktop header's left side: the wedding registry for a user who has one, otherwise
 * Trade for visitors who are not trade users. The page is cached for all visitors of its audience,
 * so the registry link appears once the visitor is known.
 */
export function LeftLink({ pageIsTrade, className }: { pageIsTrade: boolean; className?: string }) {
  const t = useShopTranslations('shell');
  const hasRegistry = useVisitor((s) => s.visitor.hasRegistry);
  const trade = useVisitor((s) => (s.loaded ? s.visitor.trade : pageIsTrade));
  if (hasRegistry) {
    return (
      <Link href="/account/wedding_registry/edit" className={className}>
        {t('myRegistry')}
      </Link>
    );
  }
  if (trade) return null;
  return (
    <Link href="/trade" className={className}>
      {t('trade')}
    </Link>
  );
}

/** The registry entry of the phone menu's foot, for a user who has a registry. */
export function RegistryEntry({ className }: { className?: string }) {
  const t = useShopTranslations('shell');
  const hasRegistry = useVisitor((s) => s.visitor.hasRegistry);
  if (!hasRegistry) return null;
  return (
    <Link href="/account/wedding_registry/edit" className={className}>
      {t('myRegistry')}
    </Link>
  );
}
