'use client';
import type { Locale } from '@/lib/i18n/locale-list';

import { useEffect, useSyncExternalStore } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { pathInLocale } from '@/lib/i18n/locale-parts';
import type { Language } from '@/lib/i18n/languages';
import styles from './LanguageSwitcher.module.css';

export interface LanguageOption {
  locale: Locale;
  language: Language;
  label: string;
  /** The page's own translation in this locale (lib/seo/language-links.ts), as the server found it. */
  href?: string;
}

/**
 * The links the top strip's switcher was given for the page on screen, for the phone menu's switcher
 * (opened later, in the browser): one page, one set of links.
 */
let published: { pathname: string; hrefs: Record<string, string> } | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Links to the same page in the other languages of the current country. Plain anchors on purpose:
 * a change of language reloads the document so that <html lang> and every server-rendered text change.
 * With `href`s (the top strip's, rendered per page on the server) it links the page's translations
 * and, with `publish`, lends them to the other switchers on the page; without, it uses them when they
 * are for this page, and the same path in the other language otherwise.
 */
export function LanguageSwitcher({ label, current, options, tone = 'dark', publish = false }: { label: string; current: string; options: LanguageOption[]; tone?: 'light' | 'dark'; publish?: boolean }) {
  const pathname = usePathname();
  const known = useSyncExternalStore(subscribe, () => published, () => null);
  const hrefs = JSON.stringify(Object.fromEntries(options.flatMap((o) => (o.href ? [[o.locale, o.href]] : []))));
  useEffect(() => {
    if (!publish) return;
    published = { pathname, hrefs: JSON.parse(hrefs) as Record<string, string> };
    for (const listener of listeners) listener();
  }, [publish, pathname, hrefs]);
  const hrefOf = (option: LanguageOption) => option.href ?? (known?.pathname === pathname ? known.hrefs[option.locale] : undefined) ?? pathInLocale(pathname, option.locale);
  return (
    <nav aria-label={label} data-language-switcher>
      <ul className={`${styles.list} ${tone === 'light' ? styles.light : ''}`}>
        {options.map((option) => (
          <li key={option.locale}>
            <a
              href={hrefOf(option)}
              lang={option.language}
              hrefLang={option.language}
              className={styles.link}
              aria-current={option.locale === current ? 'true' : undefined}
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
