import { NextResponse } from 'next/server';
import { checkSearchRequest, SearchRequestError } from '@/lib/search/allow-list';
import { MAX_BODY_BYTES } from '@/lib/search/request-shape';
import { forwardQueries, SearchUnavailableError } from '@/lib/search/forward';

const noStore = { 'cache-control': 'no-store' };

function refuse(message: string, status: 400 | 413 = 400) {
  return NextResponse.json({ message, status }, { status, headers: noStore });
}

/** The body as text, or null when it exceeds `limit` bytes (read no further) or is not UTF-8. */
async function readBody(request: Request, limit: number): Promise<string | 'too large' | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return 'too large';
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return 'too large';
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return null;
  }
}

/**
 * InstantSearch in the browser searches here (Algolia's multi-query body), never the service
 * directly. Only the allow-listed indexes, parameters and attributes pass, rebuilt
 * (lib/search/allow-list.ts); a request outside them is a 400, a body over the limit a 413, and only
 * a search service that fails or does not answer a 503.
 */
export async function POST(request: Request) {
  const text = await readBody(request, MAX_BODY_BYTES);
  if (text === 'too large') return refuse(`Search request larger than ${MAX_BODY_BYTES} bytes`, 413);
  if (text === null) return refuse('Invalid search request: the body is not UTF-8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse('Invalid search request: the body is not JSON');
  }
  try {
    const answer = await forwardQueries(checkSearchRequest(body));
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
