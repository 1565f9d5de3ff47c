/**
 * The audience check (spec §7): a GraphQL POST to the customer-data service (`CDP_URL`, the embedded
 * backend's `/cdp/graphql` by default) with the visitor id from its cookie, asking whether the visitor
 * is in repeat_users, is_trade and has_email_opted_in. Each check records one visit (one per browser
 * session). Any failure — no answer, a non-OK status, GraphQL errors, an unreadable body — counts as
 * "not in the audience" and logs "Error checking user segment" (spec §8).
 */
import { isEmbeddedAddress } from '@/lib/config';
import { NOT_IN_ANY_AUDIENCE, type AudienceResult } from './segments';

export const SEGMENT_ERROR = 'Error checking user segment';
const TIMEOUT_MS = 3000;

export interface CdpOptions {
  url: string;
  apiKey?: string;
  fetch?: typeof fetch;
  log?: (message: string, detail: unknown) => void;
}

const AUDIENCE_CHECK_QUERY = `mutation AudienceCheck($visitorId: ID!) {
  recordVisit(visitorId: $visitorId) {
    repeat_users: inAudience(audience: "repeat_users")
    is_trade: inAudience(audience: "is_trade")
    has_email_opted_in: inAudience(audience: "has_email_opted_in")
  }
}`;

const IDENTIFY_MUTATION = `mutation Identify($visitorId: ID!, $email: String!, $name: String) {
  identify(visitorId: $visitorId, email: $email, name: $name) { visitorId }
}`;

/**
 * The customer-data service's address: CDP_URL, else the embedded backend's `/cdp/graphql` when the
 * commerce service is the embedded one; with neither, '' (no audience check: nobody to ask).
 */
export function cdpOptions(source: Record<string, string | undefined> = process.env): CdpOptions {
  const spree = source.SPREE_API_URL?.trim() || 'http://127.0.0.1:4000';
  const url = source.CDP_URL?.trim() || (isEmbeddedAddress(spree) ? `${spree.replace(/\/$/, '')}/cdp/graphql` : '');
  return { url, apiKey: source.CDP_API_KEY?.trim() || undefined };
}

async function post(options: CdpOptions, query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await (options.fetch ?? fetch)(options.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message?: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  if (!body.data) throw new Error('No data in the answer');
  return body.data;
}

export async function checkAudiences(visitorId: string, options: CdpOptions): Promise<AudienceResult> {
  if (!options.url) return { ...NOT_IN_ANY_AUDIENCE };
  try {
    const data = await post(options, AUDIENCE_CHECK_QUERY, { visitorId });
    const visit = (data.recordVisit ?? {}) as Record<string, unknown>;
    return {
      repeat_users: visit.repeat_users === true,
      is_trade: visit.is_trade === true,
      has_email_opted_in: visit.has_email_opted_in === true,
    };
  } catch (error) {
    (options.log ?? console.error)(SEGMENT_ERROR, error instanceof Error ? error.message : error);
    return { ...NOT_IN_ANY_AUDIENCE };
  }
}

/** Identify-user: name and e-mail to the customer-data service, linked to the visitor id. False when it failed. */
export async function identifyVisitor(visitorId: string, person: { email: string; name: string }, options: CdpOptions): Promise<boolean> {
  if (!options.url) return false;
  try {
    await post(options, IDENTIFY_MUTATION, { visitorId, email: person.email, name: person.name || null });
    return true;
  } catch (error) {
    (options.log ?? console.error)('Error identifying user', error instanceof Error ? error.message : error);
    return false;
  }
}
