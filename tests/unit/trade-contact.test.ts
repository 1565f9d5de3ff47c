import { describe, expect, it } from 'vitest';
import { getCountry } from '@/lib/i18n/countries';
import { tradeContactFor } from '@/lib/trade/contact';

describe('the trade sales contact of a trade account (spec §6, issue 39)', () => {
  it('follows the country of the application, not the page the account is read on', () => {
    expect(tradeContactFor({ tradeCountry: 'GB', shippingCountry: 'US' }, getCountry('US'))).toBe('trade.uk@casamaestri.example');
    expect(tradeContactFor({ tradeCountry: 'AE', shippingCountry: null }, getCountry('IT'))).toBe('trade.me@casamaestri.example');
  });

  it('falls back to the shipping country, then to the page’s country', () => {
    expect(tradeContactFor({ shippingCountry: 'US' }, getCountry('GB'))).toBe('trade.us@casamaestri.example');
    expect(tradeContactFor({ tradeCountry: null, shippingCountry: null }, getCountry('GB'))).toBe('trade.uk@casamaestri.example');
    expect(tradeContactFor({ tradeCountry: 'XX', shippingCountry: 'FR' }, getCountry('US'))).toBe('trade@casamaestri.example');
  });
});
