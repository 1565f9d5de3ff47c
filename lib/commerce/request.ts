import 'server-only';
import type { Errors } from '@spree/storefront-api-v2-sdk';
import { serviceConfig } from '../config';
import { withWait } from '../services/upstream';
import { NO_RESPONSE, type CommerceResult } from './errors';

/**
 * A plain JSON call to the storefront API, for the few bodies the SDK cannot send (it drops `false`
 * values from its options, so unticking a consent or making a list public would never arrive) and
 * the endpoints it does not know (the wedding registry). Answers follow the same error model
 * (spec §8) as the SDK calls; a 204 answers `null`.
 */
export async function commerceRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  { bearer, body, headers: extra }: { bearer: string | null; body?: unknown; headers?: Record<string, string> },
): Promise<CommerceResult<T>> {
  let response: Response;
  try {
    response = await withWait('commerce', method === 'GET' ? 'read' : 'write', (signal) =>
      fetch(new URL(`/api/v2/storefront/${path}`, serviceConfig.spree.url), {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          Accept: 'application/vnd.api+json',
          ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
          ...extra,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
        signal,
      }),
    );
  } catch {
    return { success: false, error: { kind: 'no-response', status: null, summary: NO_RESPONSE } };
  }
  const payload = (await response.json().catch(() => null)) as { error?: unknown; errors?: unknown } | null;
  if (response.ok) return { success: true, data: payload as T };
  const summary = typeof payload?.error === 'string' ? payload.error : `HTTP ${response.status}`;
  if (typeof payload?.error === 'string' && payload.errors && typeof payload.errors === 'object') {
    return { success: false, error: { kind: 'validation', status: response.status, summary, errors: payload.errors as Errors } };
  }
  if (typeof payload?.error === 'string') return { success: false, error: { kind: 'basic', status: response.status, summary } };
  return { success: false, error: { kind: 'http', status: response.status, summary } };
}
