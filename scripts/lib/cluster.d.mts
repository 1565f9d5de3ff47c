import type { ChildProcess } from 'node:child_process';

export interface ClusterSettings { port: number; instancePorts: number[]; backendPort: number; redisPort: number; redisUrl: string | null; edgeSeconds: number }
export interface Cluster {
  dir: string;
  settings: ClusterSettings;
  /** nginx: the shop's public address. */
  url: string;
  backendUrl: string;
  redisUrl: string;
  instanceUrls: string[];
  redis: ChildProcess | null;
  backend: ChildProcess | null;
  instances: ChildProcess[];
  nginx: ChildProcess | null;
  stopped: boolean;
  start(): Promise<Cluster>;
  killInstance(index: number): Promise<void>;
  stopRedis(): Promise<void>;
  restartBackend(): Promise<void>;
  stop(): Promise<void>;
}
export interface ClusterOptions { settings?: ClusterSettings; dataDir?: string; seedProducts?: number; freshCaches?: boolean; warmUpImageSearch?: boolean; logDir?: string | null; log?: (line: string) => void; extraEnv?: Record<string, string> }
export declare function clusterSettings(env?: Record<string, string | undefined>): ClusterSettings;
export declare function portIsFree(port: number, host?: string): Promise<boolean>;
export declare function redisServerBinary(env?: Record<string, string | undefined>): string | null;
export declare function redisAnswers(port: number, host?: string, timeoutMs?: number): Promise<boolean>;
export declare function startRedis(options: { port: number; dir: string; stdio?: unknown; env?: Record<string, string | undefined> }): ChildProcess;
export declare function stopChild(child: ChildProcess | null | undefined, options?: { signal?: NodeJS.Signals; graceMs?: number }): Promise<void>;
export declare function createCluster(options?: ClusterOptions): Cluster;
