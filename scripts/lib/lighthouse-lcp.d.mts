export interface LcpBreakdown {
  /** Lighthouse's selector of the element, then its tag and priority hints: `img.hero (img, fetchpriority=high)`. */
  element: string;
  /** Whole ms of Lighthouse's simulated LCP in each phase; a text element has no load delay or load time. */
  phases: { ttfb?: number; loadDelay?: number; loadTime?: number; renderDelay?: number };
}
export declare function lcpBreakdown(audits: Record<string, unknown> | undefined): LcpBreakdown | null;
export declare function formatLcpBreakdown(breakdown: LcpBreakdown | null): string;
