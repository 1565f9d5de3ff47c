'use client';

import { island } from '@/components/ui/island';
import { HotspotsView, type HotspotsProps } from './HotspotsView';

/** A shop-the-look's dots drawn now, their cards and code after the first paint; a dot tapped before then opens its card once it is here. */
export const HotspotsLater = island<HotspotsProps>(() => import('./Hotspots').then((m) => m.Hotspots), HotspotsView);
