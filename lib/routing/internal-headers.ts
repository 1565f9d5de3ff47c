import { ServerResponse } from 'node:http';

/**
 * Headers in which Next tells the browser the internal path the proxy rewrote a request to
 * (`x-middleware-rewrite: /it-it--trade/products/x`, `/en-us/filtered/search?…`): its router for the
 * App Router never reads it, and it names the page variant (ADR 0012) and the listing twins, which
 * are not public URLs. Next 16 copies it onto every rewritten answer (router-server) with no option
 * to leave it out, so the Node server drops it as it is set. (`x-nextjs-rewritten-path` and `-query`,
 * which Next sends on flight-data answers only, are what its client router reads to place a page's
 * params; those stay: the flight data they come with names the same segment in its tree.)
 */
const INTERNAL = new Set(['x-middleware-rewrite']);

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
