/** One failed attempt of a journey (retries are attempts too), with its error context when Playwright wrote one. */
export interface FailedAttempt { title: string; project: string; retry: number; contextPath: string | null }
export declare function failedAttempts(report: unknown): FailedAttempt[];
export declare function tellingLines(markdown: string, max?: number): string[];
export declare function printFailedAttempts(report: unknown, log?: (line: string) => void): void;
