import 'server-only';
import { commerceRequest } from '../commerce/request';
import type { CommerceResult } from '../commerce/errors';
import type { JsonApiDocument } from '../commerce/jsonapi';
import type { LocaleInfo } from '../i18n/locales';
import { reshapeRegistry, REGISTRY_INCLUDE } from '../commerce/registry';
import type { Registry } from '../model/registry';

/**
 * Reads of the wedding registry (docs/adr/0009-wedding-registry.md). The owner's registry needs the
 * bearer from the httpOnly cookie; the public one only its unguessable token. Both are read fresh
 * (purchases change what is left to give), localized and priced for the visitor's locale.
 */
function query(info: Pick<LocaleInfo, 'language' | 'country'>): string {
  return new URLSearchParams({ include: REGISTRY_INCLUDE, currency: info.country.currency, locale: info.language }).toString();
}

function mapped(result: CommerceResult<JsonApiDocument>): CommerceResult<Registry> {
  if (!result.success) return result;
  try {
    return { success: true, data: reshapeRegistry(result.data) };
  } catch {
    return { success: false, error: { kind: 'http', status: 502, summary: 'Malformed wedding registry' } };
  }
}

/** The signed-in user's registry; a 404 failure when they have none yet. */
export async function fetchOwnRegistry(bearer: string, info: Pick<LocaleInfo, 'language' | 'country'>): Promise<CommerceResult<Registry>> {
  return mapped(await commerceRequest<JsonApiDocument>('GET', `account/wedding_registry?${query(info)}`, { bearer }));
}

/** A shared registry by its token, for anyone with the link; a 404 failure for an unknown token. */
export async function fetchPublicRegistry(token: string, info: Pick<LocaleInfo, 'language' | 'country'>): Promise<CommerceResult<Registry>> {
  if (!/^[\w-]{1,128}$/.test(token)) return { success: false, error: { kind: 'http', status: 404, summary: 'Not found' } };
  return mapped(await commerceRequest<JsonApiDocument>('GET', `wedding_registries/${encodeURIComponent(token)}?${query(info)}`, { bearer: null }));
}
