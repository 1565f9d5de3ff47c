'use client';

import { island } from '@/components/ui/island';
import { CarouselControlsView, type CarouselControlsProps } from './CarouselControlsView';

/** The carousel's arrows drawn now, their code after the first paint; an arrow tapped before then scrolls the row once it is here. */
export const CarouselControlsLater = island<CarouselControlsProps>(() => import('./CarouselControls').then((m) => m.CarouselControls), CarouselControlsView);
