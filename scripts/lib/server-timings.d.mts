import type { ChildProcess } from 'node:child_process';
import type { EventEmitter } from 'node:events';

export interface ServerTimings {
  requests: number;
  cpuMsPerRequest: number | null;
  handlerP50Ms: number | null;
  handlerP99Ms: number | null;
  handlerMaxMs: number | null;
  loopDelayP50Ms: number | null;
  loopDelayP99Ms: number | null;
  loopDelayMaxMs: number | null;
}
export interface LoopHistogram {
  enable(): unknown;
  reset(): void;
  percentile(p: number): number;
  readonly max: number;
  readonly count: number;
}
export declare const LOOP_RESOLUTION_MS: number;
export declare function percentile(sorted: number[], p: number): number | null;
export declare function createTimings(options?: { now?: () => number; loop?: LoopHistogram; cpu?: () => { user: number; system: number } }): {
  track(res: Pick<EventEmitter, 'once'>): void;
  take(): ServerTimings;
};
export declare function formatTimings(figures: ServerTimings): string;
export declare function parseTimings(line: string): ServerTimings | null;
export declare function timingsReader(child: ChildProcess, options?: { timeoutMs?: number }): { next(): Promise<ServerTimings | null> };
