/**
 * The shop's own messages (lib/i18n/shop-messages.tsx), which the parts drawn at first paint read in
 * place of next-intl's client runtime (issue 35): the same text as next-intl's hooks give, plurals,
 * arguments and prices included, in each language.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { useFormatter, useTranslations, type AbstractIntlMessages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { AddedMessages, ShopMessagesProvider, useShopLocale, useShopTranslations } from '@/lib/i18n/shop-messages';
import { Price, usePrice } from '@/components/ui/Price';
import { formatPrice } from '@/lib/money';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locale-list';
import { InLocale } from '../helpers/intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import it_ from '@/messages/it.json';

const html = (node: ReactNode, locale: Locale = 'en-us', messages: AbstractIntlMessages = en) => renderToString(<InLocale locale={locale} messages={messages}>{node}</InLocale>);
const text = (node: ReactNode, locale?: Locale, messages?: AbstractIntlMessages) => html(node, locale, messages).replace(/<!-- -->/g, '');

/** One line per text, the shop's then next-intl's, for the same message and values. */
function BothTranslations({ counts }: { counts: number[] }) {
  const shop = useShopTranslations('shell');
  const card = useShopTranslations('catalogue.card');
  const shipping = useShopTranslations('catalogue.shipping');
  const intl = useTranslations('shell');
  const intlCard = useTranslations('catalogue.card');
  const intlShipping = useTranslations('catalogue.shipping');
  const lines = [
    ...counts.flatMap((count) => [shop('bagWithCount', { count }), intl('bagWithCount', { count })]),
    ...counts.flatMap((weeks) => [shipping('weeks', { weeks }), intlShipping('weeks', { weeks })]),
    card('by', { artisan: 'Bottega Rossi' }),
    intlCard('by', { artisan: 'Bottega Rossi' }),
    shop('search'),
    intl('search'),
  ];
  return <>{lines.map((line, i) => <p key={i}>{line}</p>)}</>;
}

const pairs = (markup: string) => {
  const lines = [...markup.matchAll(/<p>([^<]*)<\/p>/g)].map((m) => m[1]);
  return Array.from({ length: lines.length / 2 }, (_, i) => [lines[2 * i], lines[2 * i + 1]]);
};

describe('useShopTranslations', () => {
  it.each([
    ['en-us', en],
    ['fr-fr', fr],
    ['it-it', it_],
  ] as const)('reads as next-intl does in %s: plurals, arguments, plain text', (locale, messages) => {
    const rows = pairs(text(<BothTranslations counts={[0, 1, 3]} />, locale, messages));
    expect(rows).toHaveLength(8);
    for (const [shop, intl] of rows) expect(shop).toBe(intl);
  });

  it('formats the plural and the argument', () => {
    const rows = pairs(text(<BothTranslations counts={[1, 3]} />));
    expect(rows.map(([shop]) => shop)).toEqual(['Bag, 1 item', 'Bag, 3 items', 'Ships in 1 week', 'Ships in 3 weeks', 'by Bottega Rossi', 'Search']);
    // French counts 0 as one.
    expect(pairs(text(<BothTranslations counts={[0]} />, 'fr-fr', fr))[0][0]).toBe('Panier, 0 article');
  });

  it('reads a message the page lacks as its key, as next-intl’s fallback does', () => {
    function Missing() {
      return <p>{useShopTranslations('shell')('search')}</p>;
    }
    expect(text(<Missing />, 'en-us', { ...en, shell: {} })).toBe('<p>shell.search</p>');
  });

  it('reads what a page adds (AddedMessages)', () => {
    function Zoom() {
      return <p>{useShopTranslations('product.gallery')('zoom', { n: 2, total: 5 })}</p>;
    }
    const withoutProduct = { ...en, product: {} };
    expect(text(<Zoom />, 'en-us', withoutProduct)).toBe('<p>product.gallery.zoom</p>');
    const added = text(
      <AddedMessages messages={{ product: { gallery: { zoom: [['n'], ' / ', ['total']] } } }}>
        <Zoom />
      </AddedMessages>,
      'en-us',
      withoutProduct,
    );
    expect(added).toBe('<p>2 / 5</p>');
  });
});

describe('usePrice and the locale', () => {
  /** The shop's price (the one hook, on the shop's context) beside next-intl's formatter (what async server code uses: lib/money.ts formatPrice). */
  function Prices() {
    const shop = usePrice();
    const intl = useFormatter();
    return (
      <>
        <p>{shop(1250, 'USD', { whole: true })}</p>
        <p>{formatPrice(intl, 1250, 'USD', { whole: true })}</p>
        <p>{shop('38.99', 'EUR')}</p>
        <p>{formatPrice(intl, '38.99', 'EUR')}</p>
        <p>{useShopLocale()}</p>
        <p>{useShopLocale()}</p>
      </>
    );
  }

  it.each(['en-us', 'it-it', 'de-de'] as const)('formats prices as next-intl does, in %s', (locale) => {
    const rows = pairs(text(<Prices />, locale));
    for (const [shop, intl] of rows) expect(shop).toBe(intl);
    expect(rows[2][0]).toBe(locale);
  });

  it('reads the locale from the shop’s context alone: a price drawn at first paint needs no next-intl provider', () => {
    const alone = (locale: Locale) =>
      renderToString(
        <ShopMessagesProvider value={{ locale, timeZone: 'UTC', messages: {} }}>
          <Price amount="1250.5" currency="EUR" />
        </ShopMessagesProvider>,
      );
    expect(alone('it-it')).toBe('1250,50\u00a0€');
    expect(alone('en-gb')).toBe('€1,250.50');
  });

  it('gives the shop’s links the page’s locale', () => {
    expect(html(<Link href="/about">About</Link>, 'it-it')).toContain('href="/it-it/about"');
    expect(html(<Link href="/about">About</Link>)).toContain('href="/about"');
  });
});
