'use client';

import { island } from '@/components/ui/island';
import { AddToCartView, type AddToCartProps } from './AddToCartView';
import { withIntl } from '@/components/i18n/with-intl';

/**
 * "Add to bag" drawn now, its code (the cart's request, the drawer, the refusals) fetched after the
 * first paint or when a pointer comes near; a tap before then adds the piece once the code is here.
 */
export const AddToCartLater = island<AddToCartProps>(withIntl(() => import('./AddToCartButton').then((m) => m.AddToCartButton)), AddToCartView);
