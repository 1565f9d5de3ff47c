/** One load run of a URL (wrk, 20 connections), as the bench records it. */
export interface LoadRun { tool: string; reqPerSec: number; p50Ms: number | null; p99Ms: number | null; non2xx: number; ofStatic?: number }
export declare function medianLoad<T extends LoadRun>(runs: readonly T[]): T & { runs: readonly T[] };
export declare function liveHeapReader(stdout: NodeJS.ReadableStream & { setEncoding(encoding: BufferEncoding): unknown }): () => number | null;
