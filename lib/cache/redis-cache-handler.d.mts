export declare const KEY_PREFIX: string;
export declare const TAG_STALE_KEY: string;
export declare const TAG_EXPIRED_KEY: string;
export declare const TAG_HORIZON_KEY: string;
export declare const STALE_GRACE_SECONDS: number;
export declare const MAX_ENTRY_SECONDS: number;

export declare function entrySeconds(revalidate?: number | false, expire?: number): number;
export declare function entryKey(key: string, isData: boolean, buildId: string): string;
export declare function encodeValue(value: unknown): Promise<Buffer>;
export declare function decodeValue(bytes: Buffer): Promise<unknown>;

export interface CachedEntry {
  lastModified: number;
  value: unknown;
  cacheControl?: { revalidate?: number | false; expire?: number };
}

/** Next's incremental cache handler interface (next/dist/server/lib/incremental-cache CacheHandler), on Redis. */
export default class RedisCacheHandler {
  constructor(ctx?: { serverDistDir?: string; maxMemoryCacheSize?: number; revalidatedTags?: string[] }, options?: { url?: string });
  get(key: string, ctx: Record<string, unknown>): Promise<CachedEntry | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
