import { NextResponse } from 'next/server';
import { forwardQueries, multiQuerySchema, SearchUnavailableError } from '@/lib/search/forward';

/** InstantSearch in the browser searches here (Algolia's multi-query body), never the service directly. */
export async function POST(request: Request) {
  const body = await request.json().catch(() => null);
  const parsed = multiQuerySchema.safeParse(body);
  if (!parsed.success) {
    return NextResponse.json({ message: 'Invalid search request', status: 400 }, { status: 400 });
  }
  try {
    return NextResponse.json(await forwardQueries(parsed.data), { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (error instanceof SearchUnavailableError) {
      console.error(error.message);
      return NextResponse.json({ message: 'Search is unavailable', status: 503 }, { status: 503 });
    }
    throw error;
  }
}
