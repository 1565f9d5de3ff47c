/** One spec file's share of a Playwright run: every result's duration summed (retries, both projects). */
export interface SpecTime { file: string; ms: number; runs: number }
export declare function specTimes(report: unknown): SpecTime[];
