/** The media service: generated catalogue photography served at the URLs mediaUrl() builds. */
import path from 'node:path';
import type { BackendConfig, Service } from '../contracts';
import { mediaRoutes } from './routes';

export function createMediaService(config: BackendConfig): Service {
  return { app: mediaRoutes({ cacheDir: path.join(config.dataDir, 'media-cache') }) };
}
