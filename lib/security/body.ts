/**
 * Reading a request body with a size limit enforced while it streams in: one helper for every route
 * handler (limits in limits.ts). `request.json()` and `request.formData()` read whatever comes, so a
 * 50 MB JSON body was parsed whole and a chunked upload (no Content-Length) slipped past a check of
 * the declared size. Here a declared size over the limit is refused before reading, and a body that
 * streams past it is cancelled at the first chunk over: at most `limit` bytes are ever held.
 */
import { NextResponse } from 'next/server';
import { BODY_LIMITS, type BodyLimit } from './limits';

export type BodyRead<T> = { ok: true; value: T } | { ok: false; reason: 'tooLarge' | 'invalid' };

type Readable = Pick<Request, 'headers' | 'body'>;

const limitOf = (limit: BodyLimit | number) => (typeof limit === 'number' ? limit : BODY_LIMITS[limit]);

/** The body's bytes, or `tooLarge` as soon as the declared or the streamed size passes `limit`. */
export async function readBodyBytes(request: Readable, limit: BodyLimit | number): Promise<BodyRead<Uint8Array>> {
  const max = limitOf(limit);
  const declared = request.headers.get('content-length');
  if (declared !== null && declared.trim() !== '' && !(Number(declared) <= max)) return { ok: false, reason: 'tooLarge' };
  if (!request.body) return { ok: true, value: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: 'tooLarge' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'invalid' }; // the client went away mid-body
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, value: bytes };
}

/** The body as UTF-8 text (`invalid` when it is not UTF-8). */
export async function readTextBody(request: Readable, limit: BodyLimit | number): Promise<BodyRead<string>> {
  const read = await readBodyBytes(request, limit);
  if (!read.ok) return read;
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(read.value) };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

/** The body parsed as JSON (`invalid` when it is not). */
export async function readJsonBody(request: Readable, limit: BodyLimit | number): Promise<BodyRead<unknown>> {
  const read = await readTextBody(request, limit);
  if (!read.ok) return read;
  try {
    return { ok: true, value: JSON.parse(read.value) as unknown };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

/** A multipart or urlencoded body as FormData, read within `limit` first (`invalid` when it does not parse). */
export async function readFormDataBody(request: Readable, limit: BodyLimit | number): Promise<BodyRead<FormData>> {
  const read = await readBodyBytes(request, limit);
  if (!read.ok) return read;
  const type = request.headers.get('content-type') ?? '';
  try {
    const form = await new Response(read.value as BodyInit, { headers: { 'content-type': type } }).formData();
    return { ok: true, value: form };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`);

/** The 413 answer: what the limit is, in words a developer or an integrator reads at once. */
export function payloadTooLarge(limit: BodyLimit | number, extra: Record<string, unknown> = {}, headers: HeadersInit = {}): NextResponse {
  const max = limitOf(limit);
  return NextResponse.json(
    { error: `Request body too large: this address accepts at most ${sizeText(max)}.`, limitBytes: max, ...extra },
    { status: 413, headers: { 'cache-control': 'no-store', ...headers } },
  );
}
