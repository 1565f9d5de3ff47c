'use client';

import { useShopTranslations } from '@/lib/i18n/shop-messages';
import type { IslandRoot } from '@/components/ui/island';
import styles from './AddToListButton.module.css';

export interface AddToListProps {
  productId: string;
  variantId?: string;
  title: string;
  className?: string;
}

/** "Add to list" as it is drawn: by AddToListButton and, before its code has arrived, by its island (AddToListLater). */
export function AddToListView({ title, className, onOpen, root }: AddToListProps & { onOpen?: () => void; root?: IslandRoot }) {
  const t = useShopTranslations('account.lists');
  return (
    <button {...root} type="button" className={className ?? styles.trigger} aria-haspopup="dialog" onClick={onOpen}>
      {t('addToList')}
      <span className="visually-hidden">: {title}</span>
    </button>
  );
}
