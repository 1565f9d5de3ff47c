/**
 * The bench's uncached listing states (issue 35: "an uncached state renders in ≤ 300 ms p50").
 *
 * A search or filtered listing state is served from the shared cache only from its second request on
 * (ADR 0018): its first visitor waits for a render. This times that first request for states no one
 * has asked for yet: one search per word of the catalogue's product addresses (`/products/<slug>`
 * links in a listing's HTML, so each search finds something), then the same words sorted by price
 * (a filtered state), one request at a time on an otherwise idle server. The static file is fetched
 * between them, the same way, as the run's own yardstick.
 */
import { percentile } from './server-timings.mjs';

/** Distinct words (4 letters or more) of the product addresses a page's HTML links to, in order. */
export function wordsOfProductLinks(html, count) {
  const words = new Set();
  for (const [, slug] of html.matchAll(/href="(?:\/[a-z]{2}-[a-z]{2})?\/products\/([a-z0-9-]+)"/g)) {
    for (const word of slug.split('-')) if (/^[a-z]{4,}$/.test(word)) words.add(word);
    if (words.size >= count) break;
  }
  return [...words].slice(0, count);
}

/** The states to time: each word searched, then each word searched and sorted by price. */
export function uncachedStates(words) {
  return [...words.map((word) => `/search?query=${word}`), ...words.map((word) => `/search?query=${word}&sort=price_asc`)];
}

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' }, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, cache: response.headers.get('cache-control') ?? '' };
}

const figures = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const round = (v) => (v === null ? null : Number(v.toFixed(1)));
  return { p50Ms: round(percentile(sorted, 50)), p90Ms: round(percentile(sorted, 90)), maxMs: round(sorted.at(-1) ?? null) };
};

/**
 * Times the first request of each state at `origin`, with the static file between them. A state
 * answered from a shared cache (not `private`) was not uncached: it is counted apart, not timed.
 */
export async function measureUncachedStates(origin, states, staticPath) {
  const rendered = [];
  const yardstick = [];
  const statuses = {};
  let cached = 0;
  for (const state of states) {
    const answer = await timed(`${origin}${state}`);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (answer.status === 200 && /\bprivate\b/.test(answer.cache)) rendered.push(answer.ms);
    else if (answer.status === 200) cached += 1;
    yardstick.push((await timed(`${origin}${staticPath}`)).ms);
  }
  return { states: states.length, rendered: rendered.length, cachedAlready: cached, statuses, ...figures(rendered), static: figures(yardstick) };
}

/** One line for the bench's summary. */
export function formatUncachedStates(u) {
  return `uncached listing states (first request, one at a time): ${u.rendered} of ${u.states} rendered per request, p50 ${u.p50Ms} ms, p90 ${u.p90Ms} ms, max ${u.maxMs} ms (static file between them: p50 ${u.static.p50Ms} ms); statuses ${Object.entries(u.statuses).map(([s, n]) => `${s}×${n}`).join(' ')}${u.cachedAlready ? `; ${u.cachedAlready} answered from the cache (not timed)` : ''}`;
}
