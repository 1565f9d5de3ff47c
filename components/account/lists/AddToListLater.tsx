'use client';

import { island } from '@/components/ui/island';
import { AddToListView, type AddToListProps } from './AddToListView';

/** The product page's "Add to list" drawn now, its code (the favourites, the panels) after the first paint; a tap before then opens the lists once it is here. */
export const AddToListLater = island<AddToListProps>(() => import('./AddToListButton').then((m) => m.AddToListButton), AddToListView);
