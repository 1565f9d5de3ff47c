export interface WrkFigures {
  reqPerSec: number;
  requests: number;
  p50Ms: number | null;
  p99Ms: number | null;
  non2xx: number;
}
export declare const WRK_THREADS: number;
export declare const WRK_CONNECTIONS: number;
export declare function hasWrk(): boolean;
export declare function parseWrk(out: string): WrkFigures;
export declare function runWrk(url: string, options?: { seconds?: number; headers?: Record<string, string>; core?: string | number | null }): Promise<WrkFigures>;
