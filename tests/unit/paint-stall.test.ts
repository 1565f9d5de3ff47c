/**
 * The bench's reading of a Lighthouse trace: a first paint one second after an idle, loaded page is
 * Chromium's frame throttling, not the page; a first paint after busy work, or before load, is the page.
 */
import { describe, expect, it } from 'vitest';
import { firstPaintStalled } from '../../scripts/lib/paint-stall.mjs';

const MAIN = { pid: 7, tid: 1 };
const NAV = 1_000_000; // trace microseconds at navigation
const at = (ms: number) => NAV + ms * 1000;
const task = (startMs: number, durMs: number) => ({ ...MAIN, name: 'RunTask', ph: 'X', ts: at(startMs), dur: durMs * 1000 });
const fcp = (ms: number) => ({ ...MAIN, name: 'firstContentfulPaint', ph: 'R', ts: at(ms) });

describe('firstPaintStalled', () => {
  it('flags a page that loaded at 450 ms and hydrated, then sat idle until its first frame at 1,250 ms', () => {
    const events = [task(40, 40), task(300, 120), task(450, 280), task(795, 1), task(1240, 9), fcp(1250)];
    expect(firstPaintStalled(events, { observedLoad: 450, observedFirstContentfulPaint: 1250 })).toBe(true);
  });

  it('does not flag a page whose main thread was busy until it painted', () => {
    const events = [task(40, 40), task(450, 400), task(850, 390), fcp(1250)];
    expect(firstPaintStalled(events, { observedLoad: 450, observedFirstContentfulPaint: 1250 })).toBe(false);
  });

  it('does not flag a first paint before the load event, or soon after it', () => {
    expect(firstPaintStalled([task(40, 40), fcp(300)], { observedLoad: 450, observedFirstContentfulPaint: 300 })).toBe(false);
    expect(firstPaintStalled([task(40, 40), fcp(600)], { observedLoad: 450, observedFirstContentfulPaint: 600 })).toBe(false);
  });

  it('counts only the painting thread: another thread’s work does not make the page busy', () => {
    const events = [{ pid: 7, tid: 2, name: 'RunTask', ph: 'X', ts: at(450), dur: 800_000 }, fcp(1250)];
    expect(firstPaintStalled(events, { observedLoad: 450, observedFirstContentfulPaint: 1250 })).toBe(true);
  });
});
