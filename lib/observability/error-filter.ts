/**
 * Spec §8: error reporting ignores service-worker registration failures from one crawler and three
 * specific UI hydration errors. Kept as a pure function so it is tested on its own and used by the
 * Sentry `beforeSend` hook in the browser and on the server.
 */

/** The crawler whose service-worker registrations fail harmlessly (it runs without worker support). */
const IGNORED_CRAWLER = /Googlebot/i;

const SERVICE_WORKER_FAILURE = /(ServiceWorker|service-worker\.js).*(regist|fail)|Failed to register a ServiceWorker/i;

/** React's three hydration mismatches (full text and their minified error numbers 418, 423, 425). */
const IGNORED_HYDRATION_ERRORS: readonly RegExp[] = [
  /Hydration failed because the (initial|server rendered) (UI|HTML) (does not|didn't) match|Minified React error #418/i,
  /There was an error while hydrating|Minified React error #423/i,
  /Text content does not match server-rendered HTML|Minified React error #425/i,
];

export interface ReportableError {
  message: string;
  userAgent?: string;
}

export function shouldIgnoreError({ message, userAgent = '' }: ReportableError): boolean {
  if (SERVICE_WORKER_FAILURE.test(message) && IGNORED_CRAWLER.test(userAgent)) return true;
  return IGNORED_HYDRATION_ERRORS.some((pattern) => pattern.test(message));
}

/** The message of a Sentry-like event: its exception values, else its message. */
export function eventMessage(event: {
  message?: string;
  exception?: { values?: { type?: string; value?: string }[] };
}): string {
  const values = event.exception?.values ?? [];
  const fromException = values.map((v) => [v.type, v.value].filter(Boolean).join(': ')).join('\n');
  return fromException || event.message || '';
}
