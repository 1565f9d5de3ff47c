/**
 * The tag manager container (GTM_ID): its script is added only once the visitor consented to
 * analytics or marketing (Consent Mode signals are already in the data layer, so the container
 * honours the exact choice), and never in preview — the caller decides both. Idempotent.
 */
const GTM_ORIGIN = 'https://www.googletagmanager.com';
const ID = /^GTM-[A-Z0-9]{4,12}$/;

export function isGtmId(id: string | null | undefined): id is string {
  return typeof id === 'string' && ID.test(id);
}

function gtmScriptUrl(id: string): string {
  return `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
}

export function loadGtm(id: string): void {
  if (!isGtmId(id) || document.getElementById('gtm-container')) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = 'gtm-container';
  script.async = true;
  script.src = gtmScriptUrl(id);
  document.head.appendChild(script);
}

/** Whether a tag manager is running and will call an event's `eventCallback`. */
export function gtmRunning(): boolean {
  return typeof window !== 'undefined' && 'google_tag_manager' in window;
}
