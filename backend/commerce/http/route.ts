/** Route plumbing: params and session read once, JSON:API content type, errors in Spree's shape. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { CommerceContext } from '../context';
import { ApiError } from './errors';
import { readParams, type Params } from './params';
import { readSession, type Session } from './session';

export interface Request {
  c: Context;
  params: Params;
  session: Session;
}

export const JSON_API = 'application/vnd.api+json';

export function json(body: unknown, status: ContentfulStatusCode = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': `${JSON_API}; charset=utf-8` } });
}

/** 204 with no body and no content type (the SDK reads a JSON type with an empty body as no response). */
export const noContent = (): Response => new Response(null, { status: 204 });

export function handler(ctx: CommerceContext, fn: (req: Request) => Response | Promise<Response>) {
  return async (c: Context): Promise<Response> => {
    const params = await readParams(c);
    const session = readSession(c, ctx, params);
    return fn({ c, params, session });
  };
}

export function errorResponse(err: unknown): Response {
  if (err instanceof ApiError) {
    const response = json(err.body(), err.status);
    if (err.retryAfterSeconds) response.headers.set('Retry-After', String(err.retryAfterSeconds));
    return response;
  }
  console.error('[commerce] unexpected error', err);
  return json({ error: 'Internal server error' }, 500);
}

/** A path parameter; routes only match with it present, so a missing one is a 404. */
export function param(req: Request, name: string): string {
  const value = req.c.req.param(name);
  if (value === undefined) throw new ApiError(404, 'The resource you were looking for could not be found.');
  return value;
}
