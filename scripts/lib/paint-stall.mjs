/**
 * Chromium's compositor (viz) sometimes stops offering frames to a page it judges unresponsive and
 * then offers one a second: the page is loaded and idle, yet its first frame is presented one or
 * two whole seconds late (Lighthouse issue #17148, open). Lighthouse's simulation counts every
 * request and task before the observed first paint, so such a run reports an LCP of 4–5 s for a
 * page that painted in 0.3 s. This tells those runs apart, so a bench can say how many it met and
 * take its median over the others.
 */

/** Ms a loaded page must sit idle right before its first paint for a run to count as stalled. */
export const STALL_MIN_MS = 300;
/** Share of that wait the page's main thread may be busy and still count as idle. */
export const IDLE_BUSY_SHARE = 0.1;
/** The frame itself is produced in the last moments before the paint: that work is not a wait. */
const FRAME_MS = 20;

const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * True when the first contentful paint came after the load event and the renderer's main thread sat
 * idle for the STALL_MIN_MS before it: the page was ready and only the frame was missing.
 * `events` are the trace's events; `observed` holds Lighthouse's observed metrics (ms since navigation).
 */
export function firstPaintStalled(events, { observedLoad, observedFirstContentfulPaint }) {
  if (!(observedFirstContentfulPaint - observedLoad >= STALL_MIN_MS)) return false;
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return false;
  const from = paint.ts - STALL_MIN_MS * 1000;
  const to = paint.ts - FRAME_MS * 1000;
  let busy = 0;
  for (const e of events) {
    if (e.pid !== paint.pid || e.tid !== paint.tid || e.ph !== 'X' || !TOP_LEVEL_TASKS.has(e.name)) continue;
    busy += Math.max(0, Math.min(to, e.ts + (e.dur ?? 0)) - Math.max(from, e.ts));
  }
  return busy <= (to - from) * IDLE_BUSY_SHARE;
}
