'use client';

import { AddToListButton } from '@/components/account/lists/AddToListButton';
import type { AddToListProps } from '@/components/account/lists/AddToListView';

/**
 * The product page's "Add to list" part: the button inside the same root as its server markup
 * (components/ui/ServerMarkup.tsx, a root with no box of its own), so a kept tap finds it.
 */
export function AddToListPart({ className, ...button }: Omit<AddToListProps, 'className'> & { className?: string }) {
  return (
    <div className={className}>
      <AddToListButton {...button} />
    </div>
  );
}
