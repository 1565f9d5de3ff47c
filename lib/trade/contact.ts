/**
 * The trade sales contact of a trade account (spec §6: the trade sales e-mail differs by region). One
 * rule wherever it is shown, the same as the commerce service's e-mails (backend/commerce/domain/trade.ts
 * `tradeCountryOf`): the region of the country the application names (the account's `tradeCountry`),
 * else of the account's shipping country; only without either, the page's country.
 */
import { findCountry, type Country } from '../i18n/countries';
import { tradeSalesEmailFor } from '../i18n/contact';

export function tradeContactFor(account: { tradeCountry?: string | null; shippingCountry: string | null }, pageCountry: Country): string {
  const country = findCountry(account.tradeCountry ?? '') ?? findCountry(account.shippingCountry ?? '') ?? pageCountry;
  return tradeSalesEmailFor(country);
}
