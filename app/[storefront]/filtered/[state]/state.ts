import 'server-only';
import { decodeStateSegment } from '@/lib/catalogue/canonical-state';
import { queryStringToRoute, type RouteState } from '@/lib/catalogue/url-state';

/**
 * The canonical listing state a cached state page's segment names (the proxy writes it, ADR 0018),
 * or null for a segment the proxy never writes.
 */
export async function stateOf(params: Promise<{ state: string }>, path: string): Promise<RouteState | null> {
  const state = decodeStateSegment((await params).state, path);
  return state === null ? null : queryStringToRoute(state);
}
