/**
 * The bench's reading of Lighthouse's largest-paint audit: the element and its four phases, in the
 * shape Lighthouse 12.8 writes them (taken from a run of /artisans on a phone).
 */
import { describe, expect, it } from 'vitest';
import { formatLcpBreakdown, lcpBreakdown } from '../../scripts/lib/lighthouse-lcp.mjs';

const elementTable = (snippet: string, selector = 'li > a.bValpa_card > div.bValpa_portrait > img.bValpa_image') => ({
  type: 'table',
  headings: [{ key: 'node', valueType: 'node', label: 'Element' }],
  items: [{ node: { type: 'node', lhId: 'page-0-IMG', path: '1,HTML,1,BODY', selector, snippet, nodeLabel: selector } }],
});
const phaseTable = (rows: Array<[string, number]>) => ({
  type: 'table',
  headings: [{ key: 'phase', valueType: 'text', label: 'Phase' }, { key: 'percent', valueType: 'text', label: '% of LCP' }, { key: 'timing', valueType: 'ms', label: 'Timing' }],
  items: rows.map(([phase, timing]) => ({ phase, timing, percent: '' })),
});
const audits = (...items: unknown[]) => ({ 'largest-contentful-paint-element': { details: { type: 'list', items } } });

describe('lcpBreakdown', () => {
  it('names an image element, its priority hints and its four phases in whole ms', () => {
    const breakdown = lcpBreakdown(audits(
      elementTable('<img alt="" loading="eager" fetchpriority="high" decoding="async" class="bValpa_image" src="/img/750/x.jpg">'),
      phaseTable([['TTFB', 497.46935], ['Load Delay', 39.5487], ['Load Time', 3942.3611], ['Render Delay', 128.702]]),
    ));
    expect(breakdown).toEqual({
      element: 'li > a.bValpa_card > div.bValpa_portrait > img.bValpa_image (img, fetchpriority=high)',
      phases: { ttfb: 497, loadDelay: 40, loadTime: 3942, renderDelay: 129 },
    });
    expect(formatLcpBreakdown(breakdown)).toBe('li > a.bValpa_card > div.bValpa_portrait > img.bValpa_image (img, fetchpriority=high): TTFB 497, load delay 40, load time 3942, render delay 129 ms');
  });

  it('says when the element is lazy or left at the browser’s own priority', () => {
    expect(lcpBreakdown(audits(elementTable('<img alt="" loading="lazy" src="/a.jpg">'), phaseTable([])))?.element).toMatch(/\(img, lazy\)$/);
    expect(lcpBreakdown(audits(elementTable('<img alt="" decoding="async" src="/a.jpg">'), phaseTable([])))?.element).toMatch(/\(img\)$/);
  });

  it('gives a text element the phases it has: first byte and render delay', () => {
    const breakdown = lcpBreakdown(audits(elementTable('<h1 id="hero-title" class="x">', 'h1#hero-title'), phaseTable([['TTFB', 600.4], ['Render Delay', 1500.6]])));
    expect(breakdown).toEqual({ element: 'h1#hero-title (h1)', phases: { ttfb: 600, renderDelay: 1501 } });
    expect(formatLcpBreakdown(breakdown)).toBe('h1#hero-title (h1): TTFB 600, render delay 1501 ms');
  });

  it('is null for a run without a largest paint, and says so', () => {
    expect(lcpBreakdown({})).toBeNull();
    expect(lcpBreakdown(undefined)).toBeNull();
    expect(lcpBreakdown(audits())).toBeNull();
    expect(formatLcpBreakdown(null)).toBe('no largest paint');
  });
});
