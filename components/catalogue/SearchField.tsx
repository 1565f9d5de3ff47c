'use client';

import Cookies from 'js-cookie';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSearchBox } from 'react-instantsearch';
import { addRecentSearch, RECENT_SEARCHES_COOKIE, RECENT_SEARCHES_MAX_AGE_DAYS } from '@/lib/catalogue/recent-searches';
import styles from './Search.module.css';

const TYPING_PAUSE_MS = 250;

/** Debounces InstantSearch's searches while the visitor types: results follow as they pause. */
function useDebouncedQueryHook() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Stable: a new function each render would make InstantSearch replace the widget every keystroke.
  return useCallback((query: string, search: (value: string) => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(query), TYPING_PAUSE_MS);
  }, []);
}

interface SearchFieldProps {
  initialRecent: string[];
  popular: string[];
  recommended: string[];
}

/** The /search field, with popular, recent (on this device) and recommended searches while empty. */
export function SearchField({ initialRecent, popular, recommended }: SearchFieldProps) {
  const t = useTranslations('catalogue');
  const inputId = useId();
  const { query, refine } = useSearchBox({ queryHook: useDebouncedQueryHook() });
  const [value, setValue] = useState(query);
  const [recent, setRecent] = useState(initialRecent);

  const remember = (term: string) => {
    const next = addRecentSearch(recent, term);
    setRecent(next);
    Cookies.set(RECENT_SEARCHES_COOKIE, JSON.stringify(next), { expires: RECENT_SEARCHES_MAX_AGE_DAYS, sameSite: 'lax', path: '/' });
  };
  const forget = () => {
    setRecent([]);
    Cookies.remove(RECENT_SEARCHES_COOKIE, { path: '/' });
  };
  const searchFor = (term: string) => {
    setValue(term);
    refine(term);
    remember(term);
  };

  return (
    <div className={styles.search}>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          searchFor(value);
          (event.currentTarget.elements.namedItem('query') as HTMLInputElement | null)?.blur();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input
          id={inputId}
          name="query"
          type="search"
          className={styles.input}
          value={value}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          onChange={(event) => {
            setValue(event.target.value);
            refine(event.target.value);
          }}
          onBlur={() => value.trim() && remember(value)}
        />
        {value && (
          <button type="button" className={styles.clear} aria-label={t('clearSearch')} onClick={() => { setValue(''); refine(''); }}>
            ×
          </button>
        )}
        <button type="submit" className={styles.submit}>
          {t('submitSearch')}
        </button>
      </form>
      {!query && (
        <div className={styles.suggestions}>
          <TermList title={t('popularSearches')} terms={popular} onPick={searchFor} />
          {recent.length > 0 && (
            <TermList title={t('recentSearches')} terms={recent} onPick={searchFor}>
              <button type="button" className={styles.forget} onClick={forget}>
                {t('clearRecent')}
              </button>
            </TermList>
          )}
          <TermList title={t('recommendedSearches')} terms={recommended} onPick={searchFor} />
        </div>
      )}
    </div>
  );
}

function TermList({ title, terms, onPick, children }: { title: string; terms: string[]; onPick(term: string): void; children?: React.ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} className={styles.groupTitle}>{title}</h2>
      <ul className={styles.terms}>
        {terms.map((term) => (
          <li key={term}>
            <button type="button" className={styles.term} onClick={() => onPick(term)}>
              {term}
            </button>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
