export interface UncachedFigures { p50Ms: number | null; p90Ms: number | null; maxMs: number | null }
export interface UncachedStates extends UncachedFigures { states: number; rendered: number; cachedAlready: number; statuses: Record<string, number>; static: UncachedFigures }
export declare function wordsOfProductLinks(html: string, count: number): string[];
export declare function uncachedStates(words: readonly string[]): string[];
export declare function measureUncachedStates(origin: string, states: readonly string[], staticPath: string): Promise<UncachedStates>;
export declare function formatUncachedStates(u: UncachedStates): string;
