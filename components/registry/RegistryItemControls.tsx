'use client';

import { useTranslations } from 'next-intl';
import { ItemControls } from '@/components/account/lists/ListItemControls';
import { removeRegistryItem, setRegistryItemQuantity } from '@/lib/registry/actions';

/** The owner's quantity and removal for one registry piece, with the lists' own controls. */
export function RegistryItemControls({ itemId, quantity, title }: { itemId: string; quantity: number; title: string }) {
  const t = useTranslations('registry');
  return (
    <ItemControls
      quantity={quantity}
      title={title}
      removeLabel={t('removeItem', { title })}
      save={(next) => setRegistryItemQuantity(itemId, next)}
      remove={() => removeRegistryItem(itemId)}
    />
  );
}
