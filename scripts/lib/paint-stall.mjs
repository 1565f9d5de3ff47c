/**
 * Chromium's compositor (viz) sometimes stops offering frames to a page it judges unresponsive and
 * then offers one a second: the page is loaded and idle, yet its first or largest paint is presented
 * one or two whole seconds late (Lighthouse issue #17148, open). Lighthouse's simulation counts every
 * request and task before the observed paint, so such a run reports an LCP of 4–5 s for a page that
 * painted in 0.3 s. This tells those runs apart, so a bench can say how many it met and take its
 * median over the others.
 */

/** Ms a loaded page must sit idle right before a paint for the paint to count as stalled. */
export const STALL_MIN_MS = 300;
/** Share of that wait the page's main thread may be busy and still count as idle. */
export const IDLE_BUSY_SHARE = 0.1;
/** The frame itself is produced in the last moments before the paint: that work is not a wait. */
const FRAME_MS = 20;

const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * True when the first contentful or the largest contentful paint came at least STALL_MIN_MS after
 * the load event, with the renderer's main thread idle for the STALL_MIN_MS before it: the page was
 * ready and only the frame was missing. `events` are the trace's events; `observed` is Lighthouse's
 * observed metrics item (its `…Ts` fields are trace microseconds).
 */
export function paintStalled(events, observed) {
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!firstPaint) return false;
  const busyBefore = (paintTs) => {
    const from = paintTs - STALL_MIN_MS * 1000;
    const to = paintTs - FRAME_MS * 1000;
    let busy = 0;
    for (const e of events) {
      if (e.pid !== firstPaint.pid || e.tid !== firstPaint.tid || e.ph !== 'X' || !TOP_LEVEL_TASKS.has(e.name)) continue;
      busy += Math.max(0, Math.min(to, e.ts + (e.dur ?? 0)) - Math.max(from, e.ts));
    }
    return busy / (to - from);
  };
  return [observed.observedFirstContentfulPaintTs, observed.observedLargestContentfulPaintTs].some(
    (paintTs) => paintTs - observed.observedLoadTs >= STALL_MIN_MS * 1000 && busyBefore(paintTs) <= IDLE_BUSY_SHARE,
  );
}
