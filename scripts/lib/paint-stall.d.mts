export declare const STALL_MIN_MS: number;
export declare const IDLE_BUSY_SHARE: number;
export interface TraceEvent { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number }
export declare function firstPaintStalled(
  events: readonly TraceEvent[],
  observed: { observedLoad: number; observedFirstContentfulPaint: number },
): boolean;
