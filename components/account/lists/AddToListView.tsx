import styles from './AddToListButton.module.css';

export interface AddToListProps {
  productId: string;
  variantId?: string;
  title: string;
  className?: string;
}

/**
 * "Add to list" as it is drawn: by AddToListButton and, on the product page, by the server before
 * that part's code has arrived (AddToListLater, components/product/LaterParts.tsx). No hooks and no
 * 'use client': the server draws it without sending its code; `label` is "Add to list" in the page's
 * language, and `onOpen` is left out, not undefined, on the server (it would be in the flight data).
 */
export function AddToListView({ title, label, className, onOpen }: Pick<AddToListProps, 'title' | 'className'> & { label: string; onOpen?: () => void }) {
  return (
    <button type="button" className={className ?? styles.trigger} aria-haspopup="dialog" {...(onOpen && { onClick: onOpen })}>
      {label}
      <span className="visually-hidden">: {title}</span>
    </button>
  );
}
