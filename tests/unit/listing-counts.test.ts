import { LANGUAGE_LOCALES } from '@/lib/seo/urls';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { countedKind, type CountedKind } from '@/lib/catalogue/listing-counts';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import itMessages from '@/messages/it.json';

const MESSAGES = { en, es, de, fr, it: itMessages } as const;
const KINDS: CountedKind[] = ['products', 'artisans', 'collections', 'posts'];
const counter = (language: Language) => createTranslator({ locale: LANGUAGE_LOCALES[language], messages: MESSAGES[language], namespace: 'listingCounts' });

describe('counts with the right noun', () => {
  it('the artisans list counts artisans, not pieces, in every language', () => {
    const shown = Object.fromEntries(LANGUAGES.map((l) => [l, [counter(l)('artisans.total', { count: 128 }), counter(l)('artisans.show', { count: 128 })]]));
    expect(shown).toEqual({
      en: ['128 artisans', 'Show 128 artisans'],
      es: ['128 artesanos', 'Ver 128 artesanos'],
      de: ['128 Kunsthandwerker', '128 Kunsthandwerker anzeigen'],
      fr: ['128 artisans', 'Voir 128 artisans'],
      it: ['128 artigiani', 'Mostra 128 artigiani'],
    });
  });

  it('a filter that leaves nothing says so instead of offering to show nothing (issue 39)', () => {
    expect(counter('en')('products.show', { count: 0 })).toBe('No pieces match');
    for (const language of LANGUAGES) {
      for (const kind of KINDS) {
        const text = counter(language)(`${kind}.show`, { count: 0 });
        expect(text, `${language} ${kind}`).not.toMatch(/^(Show|Ver|Voir|Mostra)\b|anzeigen$/);
      }
    }
  });

  it('gives each listing kind its own ICU plural message in all five languages', () => {
    for (const language of LANGUAGES) {
      const t = counter(language);
      const raw = MESSAGES[language].listingCounts as Record<CountedKind, Record<'total' | 'show' | 'more', string>>;
      for (const message of ['total', 'show', 'more'] as const) {
        const many = KINDS.map((kind) => t(`${kind}.${message}`, { count: 7 }));
        expect(new Set(many).size, `${language} ${message}`).toBe(KINDS.length);
        for (const text of many) expect(text).toContain('7');
        for (const kind of KINDS) expect(raw[kind][message]).toMatch(/\{count, plural, .*one \{.*other \{/);
      }
    }
  });

  it('counts pieces on every product listing and artisans on the artisans list', () => {
    expect(countedKind({ kind: 'artisans' })).toBe('artisans');
    expect(countedKind({ kind: 'search' })).toBe('products');
    expect(countedKind({ kind: 'category', permalink: 'furniture' })).toBe('products');
    expect(countedKind({ kind: 'collection', slug: 'murano-glass' })).toBe('products');
    expect(countedKind({ kind: 'artisan', slug: 'bottega-costa' })).toBe('products');
  });
});
