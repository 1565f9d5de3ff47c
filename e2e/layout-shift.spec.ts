import { expect, layoutShiftSoFar, test } from './fixtures';

/**
 * Issue 35's budget: CLS 0 on every page type, at 390 and 1440 px (both projects run it), as
 * Lighthouse counts it (no input): loaded and settled, it must be 0. The shift after the whole page
 * was scrolled through (pictures, deferred cards and the footer's lazy parts arriving on the way) is
 * measured too and kept in the report's annotations with the load figure.
 */
const PAGES: [string, string][] = [
  ['home', '/'],
  ['category', '/categories/furniture/seating'],
  ['search', '/search?query=sofa'],
  ['product', '/products/lido-coffee-table-in-amber-murano-glass'],
  ['magazine', '/magazine'],
  ['magazine article', '/magazine/shop-the-look/the-amber-hour'],
  ['artisans', '/artisans'],
  ['landing page', '/landing/gifts-from-italy'],
];

/** Below what a layout-shift score rounds to at three decimals: nothing moved. */
const NONE = 0.001;

test.describe('layout shift on every page type (issue 35)', () => {
  test.beforeEach(async ({ page }) => {
    // The newsletter layer is another journey's (e2e/overlays.spec.ts): here the page alone.
    await page.addInitScript(() => window.localStorage.setItem('cm_signup_layer_dismissed', '1'));
  });

  for (const [kind, url] of PAGES) {
    test(`${kind}: nothing moves while it loads, nor while it is scrolled through`, async ({ page, a11y }) => {
      await page.goto(url, { waitUntil: 'load' });
      // Hydration, the panels' chunk and the layers mount after load: let them.
      await page.waitForTimeout(1_000);
      const loaded = await layoutShiftSoFar(page);
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight * 0.8)) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        window.scrollTo(0, 0);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const scrolled = await layoutShiftSoFar(page);
      test.info().annotations.push({ type: `CLS ${kind} ${page.viewportSize()!.width}px`, description: `loaded ${loaded.toFixed(4)}, after scrolling ${scrolled.toFixed(4)}` });
      expect(loaded, `${kind}: layout shift while loading`).toBeLessThan(NONE);
      // While scrolled through, the category (0.004) and a magazine article (0.010) still move a little
      // at 1440 px (2026-11-29): reported in the annotations, not yet a budget this journey holds.
      await a11y.check(page);
    });
  }
});
