/**
 * What a Lighthouse run says of a page's largest paint (its `largest-contentful-paint-element` audit):
 * which element it was, and how its simulated time divides into Lighthouse's four phases: the
 * document's first byte, the wait before the element's resource was asked for (load delay), its
 * download (load time), and the wait from then until it was drawn (render delay). A text element has
 * no resource: its time is first byte and render delay only. Issue 35's budget reads the phone's
 * score; these say which of the four a page's LCP spends, so a change can be aimed (and checked) at it.
 */

/** Lighthouse's phase labels, as the bench names them. */
const PHASES = { TTFB: 'ttfb', 'Load Delay': 'loadDelay', 'Load Time': 'loadTime', 'Render Delay': 'renderDelay' };

/**
 * The element (Lighthouse's selector, then the tag and whether it was asked for first in line or
 * lazily, from its snippet) and each phase in whole ms; null when the run found no largest paint.
 */
export function lcpBreakdown(audits) {
  const items = audits?.['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items.find((item) => item?.items?.[0]?.node)?.items[0].node;
  if (!node) return null;
  const snippet = node.snippet ?? '';
  const tag = /^<([a-z0-9-]+)/i.exec(snippet)?.[1]?.toLowerCase() ?? '?';
  const hints = [/\bfetchpriority="high"/i.test(snippet) && 'fetchpriority=high', /\bloading="lazy"/i.test(snippet) && 'lazy'].filter(Boolean);
  const phases = {};
  for (const row of items.find((item) => item?.items?.some((r) => r?.phase))?.items ?? []) {
    const key = PHASES[row.phase];
    if (key && Number.isFinite(row.timing)) phases[key] = Math.round(row.timing);
  }
  return { element: `${node.selector ?? node.nodeLabel ?? '?'} (${[tag, ...hints].join(', ')})`, phases };
}

/** One line of it: `img.hero (img, fetchpriority=high): TTFB 480, load delay 30, load time 900, render delay 1200 ms`. */
export function formatLcpBreakdown(breakdown) {
  if (!breakdown) return 'no largest paint';
  const { ttfb, loadDelay, loadTime, renderDelay } = breakdown.phases;
  const parts = [['TTFB', ttfb], ['load delay', loadDelay], ['load time', loadTime], ['render delay', renderDelay]].filter(([, ms]) => ms !== undefined);
  return `${breakdown.element}: ${parts.map(([label, ms]) => `${label} ${ms}`).join(', ')} ms`;
}
