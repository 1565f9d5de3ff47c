import type { IncomingMessage, ServerResponse } from 'node:http';

type RequestLike = Pick<IncomingMessage, 'method'>;
type ResponseLike = Pick<ServerResponse, 'statusCode' | 'headersSent' | 'hasHeader' | 'getHeader'>;
export interface GzipStore {
  readonly stats: { hits: number; misses: number };
  readonly size: number;
  readonly bytes: number;
  gzip(key: string, body: string | Buffer): Buffer;
}
export declare function keyOf(req: Pick<IncomingMessage, 'url' | 'headers'>): string;
export declare function acceptsGzip(header: string | string[] | undefined): boolean;
export declare function keepable(req: RequestLike, res: ResponseLike, body: unknown): boolean;
export declare function createGzipStore(options?: { maxBytes?: number; maxEntries?: number; level?: number }): GzipStore;
export declare function createCompressor(options?: { store?: GzipStore; streamed?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void }): ((req: IncomingMessage, res: ServerResponse) => void) & { store: GzipStore };
