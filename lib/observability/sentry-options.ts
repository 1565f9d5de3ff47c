import { eventMessage, shouldIgnoreError } from './error-filter';

type SentryEvent = Parameters<typeof eventMessage>[0] & { request?: { headers?: Record<string, string> } };

/** Options shared by the browser and server Sentry set-ups; `dsn` undefined keeps Sentry inert. */
export function sentryOptions(dsn: string | undefined, userAgent?: () => string | undefined) {
  return {
    dsn,
    enabled: Boolean(dsn),
    tracesSampleRate: 0.1,
    sendDefaultPii: false,
    beforeSend<E extends SentryEvent>(event: E): E | null {
      const ua = userAgent?.() ?? event.request?.headers?.['User-Agent'] ?? event.request?.headers?.['user-agent'];
      return shouldIgnoreError({ message: eventMessage(event), userAgent: ua }) ? null : event;
    },
  };
}
