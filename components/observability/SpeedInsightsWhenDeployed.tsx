import { SpeedInsights } from '@vercel/speed-insights/next';

/**
 * Vercel Speed Insights only where it can report (a Vercel deployment); elsewhere its script would be
 * a 404 on every page, so nothing is rendered.
 */
export function SpeedInsightsWhenDeployed() {
  return process.env.VERCEL ? <SpeedInsights /> : null;
}
