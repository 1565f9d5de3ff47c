import { describe, expect, it } from 'vitest';
import { languageLink, pathsFromAlternates } from '@/lib/seo/language-links';
import { pageAlternates } from '@/lib/seo/alternates';
import { samePathEverywhere } from '@/lib/seo/urls';

const origin = 'https://shop.example';

describe('the language switcher’s links, from the page’s hreflang alternates', () => {
  it('reads back every language’s path from what a language home states (the switcher asks the page as its language home)', () => {
    const paths = { en: '/privacy-policy', es: '/politica-de-privacidad', it: '/privacy', de: '/datenschutz', fr: '/politique-de-confidentialite' };
    for (const locale of ['en-us', 'es-es', 'it-it', 'de-de', 'fr-fr'] as const) {
      expect(pathsFromAlternates(pageAlternates(locale, paths, { origin }).languages)).toEqual(paths);
    }
    expect(pathsFromAlternates(pageAlternates('it-it', samePathEverywhere('/'), { origin }).languages)).toEqual(samePathEverywhere('/'));
  });

  it('links each language of the country to the page’s own translation: no redirect, no 404', () => {
    const paths = pathsFromAlternates(pageAlternates('en-us', { en: '/privacy-policy', es: '/politica-de-privacidad' }, { origin }).languages);
    expect(languageLink('es-us', paths, '/privacy-policy')).toBe('/es-us/politica-de-privacidad');
    expect(languageLink('en-us', paths, '/privacy-policy')).toBe('/privacy-policy');
    const landing = pathsFromAlternates(pageAlternates('it-it', { it: '/landing/un-estate-italiana', en: '/landing/an-italian-summer' }, { origin }).languages);
    expect(languageLink('en-it', landing, '/landing/un-estate-italiana')).toBe('/en-it/landing/an-italian-summer');
    // Encoded slugs stay encoded (a product's non-ASCII slug).
    expect(languageLink('de-ch', { de: '/products/s%C3%A4ule' }, '/products/x')).toBe('/de-ch/products/s%C3%A4ule');
  });

  it('sends a language the page was not translated into to its home page, and a page without alternates to the same path', () => {
    expect(languageLink('fr-ch', { en: '/landing/summer', it: '/landing/estate' }, '/landing/estate')).toBe('/fr-ch');
    expect(languageLink('es-us', {}, '/account/wishlist/favorites')).toBe('/es-us/account/wishlist/favorites');
    expect(languageLink('en-us', {}, '/search')).toBe('/search');
  });

  it('ignores what is not a language’s own entry: x-default, country variants, foreign or malformed URLs', () => {
    expect(pathsFromAlternates({ 'x-default': `${origin}/privacy-policy`, 'it-CH': `${origin}/it-ch/privacy` })).toEqual({});
    expect(pathsFromAlternates({ it: `${origin}/de-de/datenschutz`, en: 'http://[bad' })).toEqual({});
    expect(pathsFromAlternates(undefined)).toEqual({});
    expect(pathsFromAlternates({ en: new URL(`${origin}/about`) })).toEqual({ en: '/about' });
  });
});
