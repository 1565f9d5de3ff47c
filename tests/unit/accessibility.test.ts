import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, htmlAttributes, parsePreferences } from '@/lib/accessibility';

describe('accessibility preferences', () => {
  it('reads what the device kept, ignoring anything malformed', () => {
    expect(parsePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('{oops')).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences(JSON.stringify({ textSize: 130, highContrast: true }))).toEqual({ ...DEFAULT_PREFERENCES, textSize: 130, highContrast: true });
    expect(parsePreferences(JSON.stringify({ textSize: 400 })).textSize).toBe(100);
  });

  it('turns them into attributes on <html>, absent when off', () => {
    expect(htmlAttributes(DEFAULT_PREFERENCES)).toEqual({ 'data-text-size': null, 'data-contrast': null, 'data-motion': null, 'data-links': null });
    expect(htmlAttributes({ textSize: 115, highContrast: true, reduceMotion: true, underlineLinks: true })).toEqual({
      'data-text-size': '115',
      'data-contrast': 'high',
      'data-motion': 'reduce',
      'data-links': 'underline',
    });
  });
});
