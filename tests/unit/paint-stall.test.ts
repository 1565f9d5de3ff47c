/**
 * The bench's reading of a Lighthouse trace: a paint one second after an idle, loaded page is
 * Chromium's frame throttling, not the page; a paint after busy work, or before load, is the page.
 */
import { describe, expect, it } from 'vitest';
import { paintStalled } from '../../scripts/lib/paint-stall.mjs';

const MAIN = { pid: 7, tid: 1 };
const NAV = 1_000_000; // trace microseconds at navigation
const at = (ms: number) => NAV + ms * 1000;
const task = (startMs: number, durMs: number) => ({ ...MAIN, name: 'RunTask', ph: 'X', ts: at(startMs), dur: durMs * 1000 });
const firstPaint = (ms: number) => ({ ...MAIN, name: 'firstContentfulPaint', ph: 'R', ts: at(ms) });
const observed = (loadMs: number, fcpMs: number, lcpMs = fcpMs) => ({
  observedLoadTs: at(loadMs), observedFirstContentfulPaintTs: at(fcpMs), observedLargestContentfulPaintTs: at(lcpMs),
});

describe('paintStalled', () => {
  it('flags a page that loaded at 450 ms and hydrated, then sat idle until its first frame at 1,250 ms', () => {
    const events = [task(40, 40), task(300, 120), task(450, 280), task(795, 1), task(1240, 9), firstPaint(1250)];
    expect(paintStalled(events, observed(450, 1250))).toBe(true);
  });

  it('flags a first paint in time whose largest paint then waited a second on an idle page', () => {
    const events = [task(40, 40), firstPaint(280), task(300, 300), firstPaint(280)];
    expect(paintStalled(events, observed(450, 280, 1290))).toBe(true);
  });

  it('does not flag a page whose main thread was busy until it painted', () => {
    const events = [task(40, 40), task(450, 400), task(850, 390), firstPaint(1250)];
    expect(paintStalled(events, observed(450, 1250))).toBe(false);
  });

  it('does not flag paints before the load event, or soon after it', () => {
    expect(paintStalled([task(40, 40), firstPaint(300)], observed(450, 300, 420))).toBe(false);
    expect(paintStalled([task(40, 40), firstPaint(600)], observed(450, 600))).toBe(false);
  });

  it('counts only the painting thread: another thread’s work does not make the page busy', () => {
    const events = [{ pid: 7, tid: 2, name: 'RunTask', ph: 'X', ts: at(450), dur: 800_000 }, firstPaint(1250)];
    expect(paintStalled(events, observed(450, 1250))).toBe(true);
  });
});
