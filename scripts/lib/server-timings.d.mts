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
  /** The process's memory at the take (MiB); absent from an older server's line. */
  rssMiB?: number;
  heapTotalMiB?: number;
  heapUsedMiB?: number;
  externalMiB?: number;
  arrayBuffersMiB?: number;
  otherMiB?: number;
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
export declare function createTimings(options?: { now?: () => number; loop?: LoopHistogram; cpu?: () => { user: number; system: number }; memory?: () => Pick<NodeJS.MemoryUsage, 'rss' | 'heapTotal' | 'heapUsed' | 'external' | 'arrayBuffers'> }): {
  track(res: Pick<EventEmitter, 'once'>): void;
  take(): ServerTimings;
};
export declare function formatTimings(figures: ServerTimings): string;
export declare function parseTimings(line: string): ServerTimings | null;
export declare function timingsReader(child: ChildProcess, options?: { timeoutMs?: number }): { next(): Promise<ServerTimings | null> };
