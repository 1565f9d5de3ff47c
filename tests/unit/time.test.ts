import { describe, expect, it } from 'vitest';
import { formatClock } from '@/lib/i18n/time';

describe('formatClock', () => {
  it('uses 12-hour clocks where the country prefers them and 24-hour clocks elsewhere', () => {
    expect(formatClock('08:00', 'en-US', 'times12')).toBe('8:00 AM');
    expect(formatClock('12:00', 'en-US', 'times12')).toBe('12:00 PM');
    expect(formatClock('09:00', 'it-IT', 'times24')).toBe('09:00');
    expect(formatClock('18:00', 'de-DE', 'times24')).toBe('18:00');
  });
});
