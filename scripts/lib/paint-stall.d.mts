export declare const STALL_MIN_MS: number;
export declare const IDLE_BUSY_SHARE: number;
export interface TraceEvent { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number }
/** Lighthouse's observed metrics: trace microseconds of the load event and the two paints. */
export interface ObservedPaints { observedLoadTs: number; observedFirstContentfulPaintTs: number; observedLargestContentfulPaintTs: number }
export declare function paintStalled(events: readonly TraceEvent[], observed: ObservedPaints): boolean;
