/** `npm test`'s reading of the Playwright JSON report: where the journeys' time went, per spec file. */
import { describe, expect, it } from 'vitest';
import { specTimes } from '../../scripts/lib/playwright-times.mjs';

const result = (duration: number) => ({ duration, status: 'passed' });

describe('specTimes', () => {
  it('sums every result of a file, nested describes, both projects and retries included, slowest first', () => {
    const report = {
      suites: [
        {
          file: 'cart.spec.ts',
          specs: [{ tests: [{ projectName: 'mobile', results: [result(40_000)] }, { projectName: 'desktop', results: [result(60_000), result(50_000)] }] }],
          suites: [{ title: 'bag', specs: [{ tests: [{ projectName: 'mobile', results: [result(5_000)] }] }] }],
        },
        { file: 'seo.spec.ts', specs: [{ tests: [{ projectName: 'desktop', results: [result(200_000)] }] }] },
        { file: 'empty.spec.ts', specs: [] },
      ],
    };
    expect(specTimes(report)).toEqual([
      { file: 'seo.spec.ts', ms: 200_000, runs: 1 },
      { file: 'cart.spec.ts', ms: 155_000, runs: 4 },
    ]);
  });

  it('answers nothing for a missing or empty report', () => {
    expect(specTimes(null)).toEqual([]);
    expect(specTimes({})).toEqual([]);
  });
});
