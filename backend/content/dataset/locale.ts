/** Helpers for localized values: every text is written by hand in all five languages. */
import { LANGUAGES, type Language } from '../../shared/languages';
import type { LocaleSlug, LocaleString, Texts } from './types';

export { LANGUAGES };
export type { Language };

export function ls(texts: Texts): LocaleString {
  return { _type: 'localeString', en: texts.en, it: texts.it, es: texts.es, de: texts.de, fr: texts.fr };
}

/** Applies a function to every language of a text, e.g. to build URLs from localized slugs. */
export function mapTexts(texts: Texts, fn: (value: string, language: Language) => string): Texts {
  return { en: fn(texts.en, 'en'), it: fn(texts.it, 'it'), es: fn(texts.es, 'es'), de: fn(texts.de, 'de'), fr: fn(texts.fr, 'fr') };
}

export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Localized slugs from localized titles (or explicit slugs), as an editor's slug field would hold them. */
export function localeSlug(texts: Texts): LocaleSlug {
  const slug = (value: string) => ({ _type: 'slug' as const, current: slugify(value) });
  return { _type: 'localeSlug', en: slug(texts.en), it: slug(texts.it), es: slug(texts.es), de: slug(texts.de), fr: slug(texts.fr) };
}
