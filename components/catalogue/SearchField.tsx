'use client';

import Cookies from 'js-cookie';
import { useEffect, useId, useRef, useState } from 'react';
import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_COOKIE, RECENT_SEARCHES_MAX_AGE_DAYS } from '@/lib/catalogue/recent-searches';
import { normaliseQuery } from '@/lib/catalogue/canonical-state';
import { useShopTranslations } from '@/lib/i18n/shop-messages';
import { useListing } from './ListingController';
import styles from './Search.module.css';

const TYPING_PAUSE_MS = 250;

interface SearchFieldProps {
  popular: string[];
  recommended: string[];
}

/**
 * The /search field, with popular, recent (on this device, read by the browser: the page is shared)
 * and recommended searches while empty. Results follow as the visitor pauses typing.
 */
export function SearchField({ popular, recommended }: SearchFieldProps) {
  const t = useShopTranslations('catalogue');
  const inputId = useId();
  const { route, dispatch } = useListing();
  const query = typeof route.query === 'string' ? route.query : '';
  const [value, setValue] = useState(query);
  const [recent, setRecent] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    // After hydration: the cookie is this device's, never in the shared page.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRecent(parseRecentSearches(Cookies.get(RECENT_SEARCHES_COOKIE)));
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Back and forward change the query under the field.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    if (normaliseQuery(value) !== query) setValue(query);
  }

  const refine = (term: string, now = false) => {
    clearTimeout(timer.current);
    const run = () => {
      if (normaliseQuery(term) !== query) void dispatch({ type: 'query', value: term });
    };
    if (now) run();
    else timer.current = setTimeout(run, TYPING_PAUSE_MS);
  };

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
    refine(term, true);
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
          <button type="button" className={styles.clear} aria-label={t('clearSearch')} onClick={() => { setValue(''); refine('', true); }}>
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
