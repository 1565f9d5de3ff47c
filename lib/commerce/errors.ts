/**
 * The storefront's error model for commerce calls (spec §8): every call is a success or a failure;
 * a failure is "basic" (a summary), "validation" (a summary plus field-keyed errors, dotted keys
 * nested), "http" (a not-ok reply without a Spree body) or "no-response" ('No response received').
 */
import {
  BasicSpreeError,
  ExpandedSpreeError,
  NoResponseError,
  SpreeError,
  type Errors,
} from '@spree/storefront-api-v2-sdk';

export const NO_RESPONSE = 'No response received';

export type CommerceError =
  | { kind: 'validation'; status: number; summary: string; errors: Errors }
  | { kind: 'basic'; status: number; summary: string }
  | { kind: 'http'; status: number; summary: string }
  | { kind: 'no-response'; status: null; summary: typeof NO_RESPONSE };

export type CommerceResult<T> = { success: true; data: T } | { success: false; error: CommerceError };

function statusOf(error: SpreeError): number {
  const response = error.serverResponse as { status?: number } | undefined;
  return response?.status ?? 0;
}

export function toCommerceError(error: unknown): CommerceError {
  if (error instanceof ExpandedSpreeError) {
    return { kind: 'validation', status: statusOf(error), summary: error.summary, errors: error.errors };
  }
  if (error instanceof BasicSpreeError) return { kind: 'basic', status: statusOf(error), summary: error.summary };
  if (error instanceof SpreeError) return { kind: 'http', status: statusOf(error), summary: `HTTP ${statusOf(error)}` };
  if (error instanceof NoResponseError) return { kind: 'no-response', status: null, summary: NO_RESPONSE };
  return { kind: 'http', status: 0, summary: error instanceof Error ? error.message : String(error) };
}

/** The first message for a field path such as 'line_items.quantity' in a validation error. */
export function fieldError(error: CommerceError, path: string): string | undefined {
  if (error.kind !== 'validation') return undefined;
  let node: Errors | unknown[] | undefined = error.errors;
  for (const key of path.split('.')) {
    if (!node || Array.isArray(node)) return undefined;
    node = (node as Errors)[key];
  }
  return Array.isArray(node) && typeof node[0] === 'string' ? node[0] : undefined;
}

/** True when the failure means the token is no longer valid (spec §4: clear the auth cookies). */
export function isAuthFailure(error: CommerceError): boolean {
  return error.kind !== 'no-response' && (error.status === 401 || error.status === 403);
}

/** True when the service gave no answer or failed itself (5xx, or no status): not the request's fault. */
export function isServiceFailure(error: CommerceError): boolean {
  return error.kind === 'no-response' || error.status === 0 || error.status >= 500;
}
