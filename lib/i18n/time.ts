import type { TimeFormat } from './countries';

/** "08:00" shown as the shopper expects: "8:00 AM" in 12-hour countries, "08:00" elsewhere. */
export function formatClock(time: string, locale: string, format: TimeFormat): string {
  const [hours, minutes] = time.split(':').map(Number);
  const date = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  return new Intl.DateTimeFormat(locale, {
    hour: format === 'times12' ? 'numeric' : '2-digit',
    minute: '2-digit',
    hour12: format === 'times12',
    timeZone: 'UTC',
  }).format(date);
}
