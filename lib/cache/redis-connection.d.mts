import type { RedisClientType, createClient } from 'redis';

export declare const COMMAND_TIMEOUT_MS: number;
export declare const CONNECT_TIMEOUT_MS: number;
export declare const RETRY_AFTER_MS: number;

export declare function describeRedisUrl(url: string): string;

export interface RedisConnectionOptions {
  log?: (line: string) => void;
  commandTimeoutMs?: number;
  retryAfterMs?: number;
  createClient?: typeof createClient;
}

export declare class RedisConnection {
  constructor(url: string, options?: RedisConnectionOptions);
  readonly url: string;
  readonly where: string;
  state: 'starting' | 'up' | 'down';
  readonly client: RedisClientType;
  available(): boolean;
  run<T>(command: (client: RedisClientType) => Promise<T>): Promise<T>;
  onRecovery(listener: () => unknown): () => boolean;
  close(): Promise<void>;
}

export declare function redisConnection(url: string): RedisConnection;
export declare function redisUrlFromEnv(env?: Record<string, string | undefined>): string | undefined;
