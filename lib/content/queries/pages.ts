import 'server-only';
import { fetchContent } from '../client';
import { compact, describeFailure, t } from '../groq';

export interface PageLink {
  key: string;
  title: string;
  url: string;
}

const PAGE_LINKS_QUERY = compact(`*[_type in ["page", "legalPage"] && defined(pageKey)]{
  "key": pageKey,
  "title": ${t('title')},
  "slug": coalesce(slug[$lang].current, slug.en.current)
}`);

/** Spec §2 fixes these routes; every other company or legal page lives at its localized slug. */
const FIXED_ROUTES: Record<string, string> = { about: '/about', trade: '/trade', 'trade-sales-terms': '/terms-conditions-trade' };

/** Company and legal pages by key ('privacy', 'press', …) with their titles and URLs in one language. */
export async function getPageLinks(language: string): Promise<Record<string, PageLink>> {
  try {
    const rows = await fetchContent<{ key: string; title: string; slug: string }[]>(PAGE_LINKS_QUERY, { lang: language }, { types: ['page', 'legalPage'] });
    return Object.fromEntries(rows.map((r) => [r.key, { key: r.key, title: r.title, url: FIXED_ROUTES[r.key] ?? `/${r.slug}` }]));
  } catch (error) {
    console.error(`page links unavailable (${describeFailure(error)})`);
    return {};
  }
}
