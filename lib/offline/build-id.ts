import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

/**
 * The id of the running build (`next build` writes it to .next/BUILD_ID), which names the service
 * worker's caches: a new build gets new caches and the worker deletes the old ones. `next dev` has no
 * such file and no registered worker (components/offline/ServiceWorkerRegistration.tsx).
 */
export function buildId(): string {
  if (cached === undefined) {
    try {
      cached = fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() || 'development';
    } catch {
      cached = 'development';
    }
  }
  return cached;
}
