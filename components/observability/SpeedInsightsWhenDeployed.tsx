import { LazySpeedInsights } from './LazySpeedInsights';

/**
 * Vercel Speed Insights only where it can report (a Vercel deployment); elsewhere its script would be
 * a 404 on every page, so nothing is rendered, and its code is never fetched.
 */
export function SpeedInsightsWhenDeployed() {
  return process.env.VERCEL ? <LazySpeedInsights /> : null;
}
