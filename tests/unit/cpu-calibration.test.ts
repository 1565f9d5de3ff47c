/** The bench's calibration of Lighthouse's CPU slowdown follows Lighthouse's own calculator. */
import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from '../../scripts/lib/cpu-calibration.mjs';

describe('calibratedCpuSlowdown', () => {
  it("gives Lighthouse's default 4× to the host Lighthouse's default was made for", () => {
    expect(calibratedCpuSlowdown(1533)).toBe(4);
    expect(calibratedCpuSlowdown(2000)).toBe(6);
  });

  it("meets the calculator's points and runs straight between them", () => {
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
    expect(calibratedCpuSlowdown(475)).toBe(1.5);
  });

  it('never speeds the host up, and refuses what is not an index', () => {
    expect(calibratedCpuSlowdown(90)).toBe(1);
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow('not a benchmark index');
    expect(() => calibratedCpuSlowdown(0)).toThrow('not a benchmark index');
  });
});
