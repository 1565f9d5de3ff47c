import { ServerResponse } from 'node:http';

/**
 * Headers a response may carry only once. Next 16 sends `Location` (and `x-nextjs-stale-time`)
 * twice on the first, uncached render of an ISR page that redirects: the render sets the header,
 * then the cache layer appends the copy it stored (vercel/next.js#82117, open). Browsers and
 * proxies that join repeated headers turn `/it-it/x` into `/it-it/x, /it-it/x` and land on a 404,
 * so a shopper's first visit to a product at another language's slug broke.
 */
const SINGLE_VALUED = new Set(['location', 'x-nextjs-stale-time']);

const guarded = Symbol.for('casamaestri.singleValuedHeaders');

type Guardable = typeof ServerResponse.prototype & { [guarded]?: true };

/**
 * Makes `appendHeader` replace, rather than repeat, a single-valued header on every Node response
 * of this process. Called once from instrumentation's `register`; calling it again does nothing.
 */
export function keepSingleValuedHeadersSingle(prototype: Guardable = ServerResponse.prototype): void {
  if (prototype[guarded]) return;
  const append = prototype.appendHeader;
  prototype.appendHeader = function appendHeader(this: ServerResponse, name: string, value: string | readonly string[]) {
    if (SINGLE_VALUED.has(name.toLowerCase()) && this.hasHeader(name)) {
      return this.setHeader(name, typeof value === 'string' ? value : value[value.length - 1]);
    }
    return append.call(this, name, value);
  };
  prototype[guarded] = true;
}
