/**
 * Where the language switcher's links go (issue 37): to the page's own translation in the current
 * country, read from the hreflang alternates the page states in its metadata (alternates.ts), so the
 * switcher and search engines name the same pages. Pure: the switcher's server part and the tests
 * call it with a page's metadata.
 *
 * - A page with alternates links each language to its path in that language (`/privacy-policy` →
 *   `/es-us/politica-de-privacidad`), or, where it has no translation, to that language's home page:
 *   never a 404, never a redirect.
 * - A page with none (the bag, the account, search) is the same path in every language.
 */
import type { Metadata } from 'next';
import { localePrefix, parseLocale, type Locale } from '../i18n/locales';
import { LANGUAGES } from '../i18n/languages';
import { LANGUAGE_LOCALES, localizedPath, type LocalizedPaths } from './urls';

type LanguageAlternates = NonNullable<NonNullable<Metadata['alternates']>['languages']>;

/**
 * A page's locale-less path in each language, from its metadata's hreflang list: each language's
 * entry is the page in that language's home locale (`es` → `https://…/es-es/politica-de-privacidad`),
 * so its path without that locale's prefix is the page's path in the language.
 */
export function pathsFromAlternates(languages: LanguageAlternates | null | undefined): LocalizedPaths {
  const paths: LocalizedPaths = {};
  for (const language of LANGUAGES) {
    const entry = (languages as Record<string, unknown> | null | undefined)?.[language];
    const url = typeof entry === 'string' ? entry : entry instanceof URL ? entry.href : null;
    if (!url) continue;
    let pathname: string;
    try {
      pathname = new URL(url, 'http://localhost').pathname;
    } catch {
      continue;
    }
    const prefix = localePrefix(LANGUAGE_LOCALES[language]);
    if (prefix && pathname !== prefix && !pathname.startsWith(`${prefix}/`)) continue;
    paths[language] = pathname.slice(prefix.length) || '/';
  }
  return paths;
}

/**
 * The switcher's link to `target` (a locale of the current country): the page's path in the
 * target's language when the page has alternates, that language's home page when it has none in
 * it, and `path` (the page's own locale-less path) when the page names no alternates at all.
 */
export function languageLink(target: Locale, paths: LocalizedPaths, path: string): string {
  const { language } = parseLocale(target);
  if (Object.keys(paths).length === 0) return localizedPath(target, path);
  const own = paths[language];
  return localizedPath(target, own ?? '/');
}
