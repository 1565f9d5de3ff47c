/** Request bodies read with their limit enforced while they stream in (issue 36 item 5). */
import type { Context } from 'hono';
import { ApiError, invalid } from './errors';

/**
 * The body's bytes, refused with a 413 as soon as the declared size or the bytes actually received
 * pass the limit: a chunked upload (no Content-Length) or a false Content-Length is cut at the first
 * chunk over, so no more than the limit is ever held.
 */
export async function readLimitedBody(c: Context, max: number, tooLarge: () => ApiError): Promise<Uint8Array<ArrayBuffer>> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && declared.trim() !== '' && !(Number(declared) <= max)) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const read = await reader.read().catch(() => {
      throw invalid({ base: ['The request body could not be read.'] });
    });
    if (read.done) break;
    size += read.value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
