import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createFormatter, createTranslator, type AbstractIntlMessages } from 'next-intl';
import { formats } from '@/lib/i18n/formats';
import { parseLocale } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/locale-list';
import type { ShippingState } from '@/lib/catalogue/shipping';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import it_ from '@/messages/it.json';

const catalogues: Record<string, AbstractIntlMessages> = { en, it: it_, de, fr, es };

// next-intl's server functions as the request config gives them (i18n/request.ts): the language's messages, the shop's formats.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({ locale, messages: catalogues[parseLocale(locale).language], formats, namespace: namespace as never }),
  getFormatter: async ({ locale }: { locale: Locale }) => createFormatter({ locale, formats, timeZone: 'Europe/Rome' }),
}));

import { cardWriter } from '@/components/catalogue/card-writer';
import { useCardWriter } from '@/components/catalogue/useCardWriter';
import { InLocale } from '../helpers/intl';

const STATES: ShippingState[] = [
  { kind: 'ready' },
  { kind: 'weeks', weeks: 1 },
  { kind: 'weeks', weeks: 6 },
  { kind: 'preorder' },
  { kind: 'availableFrom', month: 3, year: 2027 },
  { kind: 'toBeConfirmed' },
  { kind: 'uponRequest' },
];
const AMOUNTS = [0, 870, 1250, 12500.5, 1_250_000];

describe('a card’s texts are the same whoever writes them', () => {
  // The server writes a listing's cards, the browser a carousel's later ones: side by side they must read alike.
  it.each(['en-us', 'en-gb', 'it-it', 'de-ch', 'fr-ch', 'es-mx', 'de-de'] as Locale[])('%s: the server’s writer and the browser’s', async (locale) => {
    const { language, country } = parseLocale(locale);
    const server = await cardWriter(locale, country.currency);
    const wrapper = ({ children }: { children: ReactNode }) => <InLocale locale={locale} messages={catalogues[language]}>{children}</InLocale>;
    const browser = renderHook(() => useCardWriter(country.currency), { wrapper }).result.current;
    for (const amount of AMOUNTS) expect(server.price(amount)).toBe(browser.price(amount));
    for (const state of STATES) expect(server.shipping(state)).toBe(browser.shipping(state));
    // Not two writers that agree on nothing: they write the locale's words and figures.
    expect(server.shipping({ kind: 'weeks', weeks: 6 })).toMatch(/6/);
    expect(server.price(1250)).not.toMatch(/[.,]50?$/);
  });

  it('writes what a shopper reads in American English', async () => {
    const writer = await cardWriter('en-us', 'USD');
    expect(writer.price(1250)).toBe('$1,250');
    expect(writer.price(12500.5)).toBe('$12,501');
    expect(writer.shipping({ kind: 'weeks', weeks: 6 })).toBe('Ships in 6 weeks');
    expect(writer.shipping({ kind: 'weeks', weeks: 1 })).toBe('Ships in 1 week');
    expect(writer.shipping({ kind: 'availableFrom', month: 3, year: 2027 })).toBe('Available from March 2027');
  });
});
