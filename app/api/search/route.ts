import { NextResponse } from 'next/server';
import { checkSearchRequest, SearchRequestError } from '@/lib/search/allow-list';
import { readTextBody } from '@/lib/security/body';
import { BODY_LIMITS } from '@/lib/security/limits';
import { limitRequest } from '@/lib/security/throttle';
import { forwardQueries, SearchUnavailableError } from '@/lib/search/forward';

const noStore = { 'cache-control': 'no-store' };

function refuse(message: string, status: 400 | 413 = 400) {
  return NextResponse.json({ message, status }, { status, headers: noStore });
}

/**
 * InstantSearch in the browser searches here (Algolia's multi-query body), never the service
 * directly. Only the allow-listed indexes, parameters and attributes pass, rebuilt
 * (lib/search/allow-list.ts); a request outside them is a 400, a body over the limit a 413, a client
 * over its rate (RATE_RULES.search) a 429, and only a search service that fails or does not answer a 503.
 */
export async function POST(request: Request) {
  const read = await readTextBody(request, 'search');
  if (!read.ok && read.reason === 'tooLarge') return refuse(`Search request larger than ${BODY_LIMITS.search} bytes`, 413);
  if (!read.ok) return refuse('Invalid search request: the body is not UTF-8');
  let body: unknown;
  try {
    body = JSON.parse(read.value);
  } catch {
    return refuse('Invalid search request: the body is not JSON');
  }
  try {
    const checked = checkSearchRequest(body);
    // Each query costs search time: the limit counts queries, not requests.
    const limited = await limitRequest('search', request, { cost: checked.requests.length });
    if (limited) return limited;
    const answer = await forwardQueries(checked);
    return NextResponse.json(answer, { headers: noStore });
  } catch (error) {
    if (error instanceof SearchRequestError) return refuse(`Invalid search request: ${error.message}`);
    if (error instanceof SearchUnavailableError) {
      console.error(error.message);
      return NextResponse.json({ message: 'Search is unavailable', status: 503 }, { status: 503, headers: noStore });
    }
    throw error;
  }
}
