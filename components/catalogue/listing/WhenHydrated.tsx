'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/** Its children once the page has hydrated, nothing in the server's HTML (FacetGroup: a closed filter's body). */
export function WhenHydrated({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
