import { expect, layoutShifts, test } from './fixtures';

/**
 * Issue 35's budget: CLS 0 on every page type, at 390 and 1440 px (both projects run it), as
 * Lighthouse counts it (no input): loaded and settled, it must be 0. The shift after the whole page
 * was scrolled through (pictures, deferred cards and the footer's lazy parts arriving on the way) is
 * held to the same budget: first a jump from the top straight to the end (as the End key or a long
 * fling does: the footer and what lazily fills it arrive while in view), then the whole page in
 * steps of most of a screen. Each figure is also kept in the report's annotations.
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
  for (const [kind, url] of PAGES) {
    test(`${kind}: nothing moves while it loads, nor while it is scrolled through`, async ({ page, a11y }) => {
      await page.goto(url, { waitUntil: 'load' });
      // Hydration, the panels' chunk and the layers mount after load: let them.
      await page.waitForTimeout(1_000);
      const { total: loaded, moved: movedLoading } = await layoutShifts(page);
      await page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((resolve) => setTimeout(resolve, 600));
        window.scrollTo(0, 0);
        await new Promise((resolve) => setTimeout(resolve, 300));
        for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight * 0.8)) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        window.scrollTo(0, 0);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const { total: scrolled, moved } = await layoutShifts(page);
      test.info().annotations.push({ type: `CLS ${kind} ${page.viewportSize()!.width}px`, description: `loaded ${loaded.toFixed(4)}, after scrolling ${scrolled.toFixed(4)}` });
      expect(loaded, `${kind}: layout shift while loading (${movedLoading.join('; ')})`).toBeLessThan(NONE);
      // The footer's newsletter form taking another grid cell and another height than its placeholder,
      // and the services block's guessed height, moved the footer by up to 0.010 at 1440 px (2026-11-29).
      expect(scrolled, `${kind}: layout shift while scrolled through (${moved.join('; ')})`).toBeLessThan(NONE);
      await a11y.check(page);
    });
  }
});
