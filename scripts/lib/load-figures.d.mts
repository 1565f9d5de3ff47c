/** One load run of a URL (wrk, 20 connections), as the bench records it. */
export interface LoadRun { tool: string; reqPerSec: number; p50Ms: number | null; p99Ms: number | null; non2xx: number; ofStatic?: number }
export declare function medianLoad<T extends LoadRun>(runs: readonly T[]): T & { runs: readonly T[] };
export declare function liveHeapReader(stdout: NodeJS.ReadableStream & { setEncoding(encoding: BufferEncoding): unknown }): () => number | null;
/** The collector's pauses during one load run (from --trace-gc). */
export interface GcPauses { count: number; full: number; totalMs: number; p99Ms: number; maxMs: number }
export declare function gcPauseReader(stdout: NodeJS.ReadableStream & { setEncoding(encoding: BufferEncoding): unknown }): { mark(): number; since(mark: number): GcPauses };
