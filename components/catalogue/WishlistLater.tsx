'use client';

import { island } from '@/components/ui/island';
import { WishlistView, type WishlistProps } from './WishlistView';
import { withIntl } from '@/components/i18n/with-intl';

/**
 * The heart drawn now, its code (the favourites, the sign-in panel) fetched after the first paint or
 * when a pointer comes near; a tap before then saves the piece (or asks to sign in) once it is here.
 */
export const WishlistLater = island<WishlistProps>(withIntl(() => import('./WishlistButton').then((m) => m.WishlistButton)), WishlistView);
