import type { Locale } from '@/lib/i18n/locale-list';
import { describe, expect, it } from 'vitest';
import { createFormatter } from 'next-intl';
import { formats } from '@/lib/i18n/formats';
import { currencyLabel, currencySymbol, formatMoney, formatPrice, isCurrency, isFreeShippingText } from '@/lib/money';

/** next-intl's formatter as a page gets it: the request config's named formats. */
const formatterFor = (locale: Locale) => createFormatter({ locale, formats, timeZone: 'UTC', onError: (error) => { throw error; } });

describe('money', () => {
  it('formats decimal strings in the locale and currency', () => {
    expect(formatMoney('1250.00', 'USD', 'en-US')).toBe('$1,250');
    expect(formatMoney('38.99', 'USD', 'en-US')).toBe('$38.99');
    expect(formatMoney('1250.50', 'EUR', 'it-IT')).toBe('1250,50\u00a0€');
    expect(formatMoney('980', 'GBP', 'en-GB')).toBe('£980');
  });

  it('formats with next-intl exactly as without it: whole amounts without decimals, others with two', () => {
    const cases: [string | number, 'USD' | 'EUR' | 'GBP', Locale][] = [
      ['1250.00', 'USD', 'en-us'],
      ['38.99', 'USD', 'en-us'],
      ['38.5', 'USD', 'en-us'],
      ['1250.50', 'EUR', 'it-it'],
      [980, 'GBP', 'en-gb'],
      [12500, 'EUR', 'de-de'],
      ['0', 'EUR', 'fr-fr'],
    ];
    for (const [amount, currency, locale] of cases) {
      expect(formatPrice(formatterFor(locale), amount, currency), `${amount} ${currency} ${locale}`).toBe(formatMoney(amount, currency, locale));
    }
    expect(formatPrice(formatterFor('en-us'), '38.5', 'USD')).toBe('$38.50');
    expect(formatPrice(formatterFor('it-it'), '1250.50', 'EUR')).toBe('1250,50\u00a0€');
  });

  it('names the currency at the call, whatever the page’s country', () => {
    expect(formatPrice(formatterFor('en-us'), '1250', 'EUR')).toBe('€1,250');
    expect(formatPrice(formatterFor('it-it'), '980', 'GBP')).toBe('980\u00a0£');
  });

  it('shows catalogue figures in whole units', () => {
    expect(formatPrice(formatterFor('en-us'), 38.99, 'USD', { whole: true })).toBe('$39');
    expect(formatPrice(formatterFor('en-us'), '1062.50', 'USD', { whole: true })).toBe('$1,063');
    expect(formatMoney(1062.5, 'USD', 'en-us', { whole: true })).toBe('$1,063');
  });

  it('knows the symbols', () => {
    expect(currencySymbol('USD', 'en-us')).toBe('$');
    expect(currencySymbol('EUR', 'it-it')).toBe('€');
    expect(currencySymbol('GBP', 'en-gb')).toBe('£');
  });

  it('labels a currency by code and symbol, and by its code alone where the locale writes it so', () => {
    expect(currencyLabel('EUR', 'it-it')).toBe('EUR €');
    expect(currencyLabel('USD', 'en-us', { parenthesised: true })).toBe('USD ($)');
    // CLDR writes the euro as "EUR" in Swiss German: the top strip read "EUR EUR".
    expect(currencySymbol('EUR', 'de-ch')).toBe('EUR');
    expect(currencyLabel('EUR', 'de-ch')).toBe('EUR');
    expect(currencyLabel('EUR', 'de-ch', { parenthesised: true })).toBe('EUR');
    expect(currencyLabel('EUR', 'fr-ch')).toBe('EUR €');
  });

  it('knows the currencies the shop sells in', () => {
    expect(['USD', 'EUR', 'GBP', 'CHF', '', null].map(isCurrency)).toEqual([true, true, true, false, false, false]);
  });

  it('recognises free shipping as a zero amount with €, $ or £ (spec §5)', () => {
    for (const text of ['$0', '€0.00', '0,00 €', '£0', '$ 0.00', 'US$0.00']) expect(isFreeShippingText(text), text).toBe(true);
    for (const text of ['$10', '0', '0.00', 'Free', '€ 0,50', '', null]) expect(isFreeShippingText(text), String(text)).toBe(false);
  });
});

describe('named date formats', () => {
  const day = new Date('2027-06-12T00:00:00Z');

  it('read as the Intl options they replace', () => {
    const format = formatterFor('en-gb');
    expect(format.dateTime(day, 'long')).toBe(new Intl.DateTimeFormat('en-gb', { dateStyle: 'long', timeZone: 'UTC' }).format(day));
    expect(format.dateTime(day, 'medium')).toBe(new Intl.DateTimeFormat('en-gb', { dateStyle: 'medium', timeZone: 'UTC' }).format(day));
    expect(format.dateTime(day, 'long')).toBe('12 June 2027');
  });

  it('keep a calendar day and a month on their own day whatever the time zone', () => {
    const format = createFormatter({ locale: 'en-us', formats, timeZone: 'America/Los_Angeles' });
    expect(format.dateTime(day, 'calendarDay')).toBe('June 12, 2027');
    expect(format.dateTime(new Date(Date.UTC(2027, 0, 15)), 'month')).toBe('January');
    expect(createFormatter({ locale: 'it-it', formats, timeZone: 'UTC' }).dateTime(day, 'month')).toBe('giugno');
  });
});
