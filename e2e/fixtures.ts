import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/**
 * Journeys start as a returning visitor who already answered the cookie banner (so it does not cover
 * what they click); `test.use({ consentDecided: false })` starts fresh. Every journey scans each page
 * it visits with axe and fails on serious or critical violations: call `a11y.check(page)` once the
 * page has settled.
 */
export const test = base.extend<{ consentDecided: boolean; a11y: { check(page: Page): Promise<void> } }>({
  consentDecided: [true, { option: true }],
  context: async ({ context, baseURL, consentDecided }, use) => {
    if (consentDecided) {
      const value = JSON.stringify({ analytics: false, marketing: false, decidedAt: '2026-11-01T00:00:00.000Z' });
      await context.addCookies([{ name: 'cm_consent', value: encodeURIComponent(value), url: baseURL! }]);
    }
    await use(context);
  },
  a11y: async ({}, use) => {
    await use({
      async check(page) {
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        const summary = blocking.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary, `axe violations on ${page.url()}`).toEqual([]);
      },
    });
  },
});

export { expect };
