import { ServerResponse } from 'node:http';

/**
 * Headers in which Next tells the browser the internal path the proxy rewrote a request to
 * (`x-middleware-rewrite: /it-it--trade/products/x`, `x-nextjs-rewritten-path: /en-us/filtered/search`):
 * they name the page variant (ADR 0012) and the listing twins, which are not public URLs. Next 16
 * copies the first onto every rewritten answer (router-server) with no option to leave it out, and
 * its App Router client never reads it. It sends the second (and `-query`, which our rewrites never
 * need: they keep the query as it is) on flight-data answers, where its client router would use it
 * to fill in route params the server left out of a partially prerendered route tree; this shop
 * prerenders no partial trees (every param value is in the flight data), so the router reads the
 * params from the tree and the public URL — soft navigations between pages and locales are checked
 * in e2e/shared-cache-headers.spec.ts. The Node server drops these headers as they are set (ADR 0017).
 */
const INTERNAL = new Set(['x-middleware-rewrite', 'x-nextjs-rewritten-path', 'x-nextjs-rewritten-query']);

const guarded = Symbol.for('casamaestri.hideInternalHeaders');

type Guardable = typeof ServerResponse.prototype & { [guarded]?: true };

/**
 * Makes `setHeader` and `appendHeader` ignore the internal headers on every Node response of this
 * process. Called once from instrumentation's `register`; calling it again does nothing.
 */
export function hideInternalHeaders(prototype: Guardable = ServerResponse.prototype): void {
  if (prototype[guarded]) return;
  const set = prototype.setHeader;
  const append = prototype.appendHeader;
  prototype.setHeader = function setHeader(this: ServerResponse, name: string, value: number | string | readonly string[]) {
    if (INTERNAL.has(name.toLowerCase())) return this;
    return set.call(this, name, value);
  };
  prototype.appendHeader = function appendHeader(this: ServerResponse, name: string, value: string | readonly string[]) {
    if (INTERNAL.has(name.toLowerCase())) return this;
    return append.call(this, name, value);
  };
  prototype[guarded] = true;
}
