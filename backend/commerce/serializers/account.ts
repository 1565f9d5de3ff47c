/** The account resource with the spec §3 user fields. */
import type { Currency } from '../../shared/countries';
import type { CommerceContext } from '../context';
import { completedOrderCount } from '../domain/accounts';
import { availableStoreCredit, findAddress } from '../domain/orders';
import type { UserRow } from '../domain/users';
import { isTrade } from '../domain/users';
import { registryOf } from '../domain/registry';
import { tradeCountryOf } from '../domain/trade';
import { decimal } from '../money';
import { document, Included, Includes, ref, type Resource } from '../http/jsonapi';
import type { Params } from '../http/params';
import { addressResource } from './address';

export function accountResource(ctx: CommerceContext, user: UserRow, currency: Currency): Resource {
  const completed = completedOrderCount(ctx, user.id);
  const credits = Object.fromEntries((['USD', 'EUR', 'GBP'] as const).map((c) => [c, decimal(availableStoreCredit(ctx, user.id, c))]));
  const registry = registryOf(ctx.db, user.id);
  return {
    id: String(user.id),
    type: 'user',
    attributes: {
      email: user.email,
      // Devise reconfirmable: the new e-mail waiting for its confirmation link (null when none).
      unconfirmed_email: user.unconfirmed_email,
      // Strings, as Spree's OpenAPI says: '' when not given.
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      selected_locale: user.language ?? '',
      language: user.language,
      shipping_country: user.shipping_country,
      is_trade: isTrade(user),
      trade_status: user.trade_status === 'none' ? null : user.trade_status,
      // Addition to Spree: the country whose region names the trade sales contact (its application's).
      trade_country: isTrade(user) ? tradeCountryOf(ctx, user) : null,
      has_wedding_registry: !!registry,
      wedding_registry_id: registry ? String(registry.id) : null,
      store_credits: Number(credits[currency]),
      store_credits_by_currency: credits,
      completed_orders: completed,
      commercial_communication: !!user.commercial_communication,
      personalized_communication: !!user.personalized_communication,
      confirmed: user.confirmed_at !== null,
      tags: [],
      public_metadata: {},
    },
    relationships: {
      default_billing_address: ref('address', user.default_bill_address_id),
      default_shipping_address: ref('address', user.default_ship_address_id),
    },
  };
}

export function accountDocument(ctx: CommerceContext, user: UserRow, params: Params, currency: Currency) {
  const includes = new Includes(params);
  const included = new Included();
  for (const [name, id] of [['default_billing_address', user.default_bill_address_id], ['default_shipping_address', user.default_ship_address_id]] as const) {
    const address = includes.has(name) ? findAddress(ctx, id) : undefined;
    if (address) included.add(addressResource(address));
  }
  return document(accountResource(ctx, user, currency), params, included);
}
