/**
 * Vercel Speed Insights only where it can report (a Vercel deployment); elsewhere its script would be
 * a 404 on every page, so it is not started, and its code is never fetched.
 */
export function speedInsightsDeployed(): boolean {
  return Boolean(process.env.VERCEL);
}
