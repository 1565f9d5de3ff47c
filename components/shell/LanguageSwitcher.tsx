'use client';

import { usePathname } from '@/lib/i18n/navigation';
import { pathInLocale } from '@/lib/i18n/locale-parts';
import type { Language } from '@/lib/i18n/languages';
import styles from './LanguageSwitcher.module.css';

interface Option {
  locale: string;
  language: Language;
  label: string;
}

/**
 * Links to the same page in the other languages of the current country. Plain anchors on purpose:
 * a change of language reloads the document so that <html lang> and every server-rendered text change.
 */
export function LanguageSwitcher({ label, current, options, tone = 'dark' }: { label: string; current: string; options: Option[]; tone?: 'light' | 'dark' }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label}>
      <ul className={`${styles.list} ${tone === 'light' ? styles.light : ''}`}>
        {options.map((option) => (
          <li key={option.locale}>
            <a
              href={pathInLocale(pathname, option.locale)}
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
