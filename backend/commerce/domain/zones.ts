/**
 * Shipping zones and taxes by destination country.
 *
 * Shipping: each product carries a cost per zone in the zone's currency (eu in EUR, us in USD, gbp in
 * GBP, world in USD). A cart in another currency converts it at the catalogue's fixed rates, to whole
 * units. Taxes: EU and GB prices include VAT (shown as included tax, not added); US orders add the
 * state's sales tax; elsewhere no tax is charged (duties are paid on import).
 */
import type { Currency } from '../../shared/countries';
import { EU_LIST, findCountry } from '../../shared/countries';
import { CURRENCY_RATES } from '../../seed';

export type Zone = 'eu' | 'us' | 'gbp' | 'world';

const ZONE_CURRENCY: Record<Zone, Currency> = { eu: 'EUR', us: 'USD', gbp: 'GBP', world: 'USD' };

export function zoneOf(iso: string): Zone {
  const upper = iso.toUpperCase();
  if (upper === 'US') return 'us';
  if (upper === 'GB') return 'gbp';
  if ((EU_LIST as readonly string[]).includes(upper) || findCountry(upper)?.currency === 'EUR') return 'eu';
  return 'world';
}

/** The zone implied by a currency when no country is known (a cart before its address). */
export function zoneOfCurrency(currency: Currency): Zone {
  return currency === 'EUR' ? 'eu' : currency === 'GBP' ? 'gbp' : 'us';
}

export function convert(cents: number, from: Currency, to: Currency): number {
  if (from === to || cents === 0) return cents;
  return Math.round((cents / CURRENCY_RATES[from]) * CURRENCY_RATES[to] / 100) * 100;
}

export function shippingCostFor(costs: Record<Zone, number>, zone: Zone, currency: Currency): number {
  return convert(costs[zone], ZONE_CURRENCY[zone], currency);
}

/** VAT rates included in EU and UK prices. */
const VAT: Record<string, number> = {
  IT: 0.22, DE: 0.19, FR: 0.2, ES: 0.21, AT: 0.2, BE: 0.21, NL: 0.21, LU: 0.17, IE: 0.23, PT: 0.23, DK: 0.25, SE: 0.25,
  FI: 0.255, PL: 0.23, CZ: 0.21, SK: 0.23, HU: 0.27, SI: 0.22, HR: 0.25, RO: 0.19, BG: 0.2, GR: 0.24, EE: 0.22,
  LV: 0.21, LT: 0.21, CY: 0.19, MT: 0.18, MC: 0.2, GB: 0.2, CH: 0.081, NO: 0.25, TR: 0.2,
};
/** US sales tax by state code (combined average rates); other states 6%. */
const US_SALES_TAX: Record<string, number> = { NY: 0.08875, CA: 0.0725, FL: 0.06, TX: 0.0625, IL: 0.0625, WA: 0.065, MA: 0.0625, NJ: 0.06625 };
const US_DEFAULT_SALES_TAX = 0.06;
/**
 * Canadian sales tax by province code: GST 5 % everywhere, harmonised (HST) in the Atlantic provinces
 * and Ontario, with the provincial PST added in BC, MB and SK and Quebec's QST in QC.
 */
const CA_SALES_TAX: Record<string, { rate: number; name: string }> = {
  AB: { rate: 0.05, name: 'GST' }, BC: { rate: 0.12, name: 'GST + PST' }, MB: { rate: 0.12, name: 'GST + PST' },
  NB: { rate: 0.15, name: 'HST' }, NL: { rate: 0.15, name: 'HST' }, NS: { rate: 0.14, name: 'HST' }, NT: { rate: 0.05, name: 'GST' },
  NU: { rate: 0.05, name: 'GST' }, ON: { rate: 0.13, name: 'HST' }, PE: { rate: 0.15, name: 'HST' }, QC: { rate: 0.14975, name: 'GST + QST' },
  SK: { rate: 0.11, name: 'GST + PST' }, YT: { rate: 0.05, name: 'GST' },
};
const CA_DEFAULT_SALES_TAX = { rate: 0.05, name: 'GST' };

const percent = (rate: number) => `${(rate * 100).toFixed(3).replace(/\.?0+$/, '')}%`;

export interface TaxRule {
  /** 'included' = VAT already in the price; 'additional' = added on top; 'none'. */
  kind: 'included' | 'additional' | 'none';
  rate: number;
  label: string;
}

/**
 * The tax of a destination. `stateCode` is the code of the address's state as the service stored it
 * (domain/states.ts: an address names its state by id or by a name the service resolved), never
 * text as typed: "New York", "new york" and "NY" are one state, NY, and one rate.
 */
export function taxRuleFor(countryIso: string | null, stateCode: string | null, currency: Currency): TaxRule {
  // Before an address is known, prices are estimated at the currency's home rule: EUR → Italy, GBP → UK.
  const iso = (countryIso ?? (currency === 'EUR' ? 'IT' : currency === 'GBP' ? 'GB' : '')).toUpperCase();
  if (iso === 'US') {
    if (!stateCode) return { kind: 'none', rate: 0, label: 'Sales tax' };
    const rate = US_SALES_TAX[stateCode.toUpperCase()] ?? US_DEFAULT_SALES_TAX;
    return { kind: 'additional', rate, label: `Sales tax ${percent(rate)}` };
  }
  if (iso === 'CA') {
    if (!stateCode) return { kind: 'none', rate: 0, label: 'Sales tax' };
    const { rate, name } = CA_SALES_TAX[stateCode.toUpperCase()] ?? CA_DEFAULT_SALES_TAX;
    return { kind: 'additional', rate, label: `${name} ${percent(rate)}` };
  }
  const vat = VAT[iso];
  if (vat !== undefined) return { kind: 'included', rate: vat, label: `VAT ${(vat * 100).toFixed(1).replace(/\.0$/, '')}%` };
  return { kind: 'none', rate: 0, label: 'Tax' };
}

/** Tax on an amount under a rule: the VAT share of an inclusive price, or the sales tax to add. */
export function taxOn(amount: number, rule: TaxRule): number {
  if (rule.kind === 'included') return Math.round(amount - amount / (1 + rule.rate));
  if (rule.kind === 'additional') return Math.round(amount * rule.rate);
  return 0;
}
