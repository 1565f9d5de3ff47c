/**
 * Display preferences of the accessibility widget, applied as attributes on <html> so plain CSS
 * honours them, and kept on the device.
 */
import { STORAGE } from './cookies';
export const ACCESSIBILITY_KEY = STORAGE.accessibility.key;

export const TEXT_SIZES = [100, 115, 130] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export interface AccessibilityPreferences {
  textSize: TextSize;
  highContrast: boolean;
  reduceMotion: boolean;
  underlineLinks: boolean;
}

export const DEFAULT_PREFERENCES: AccessibilityPreferences = { textSize: 100, highContrast: false, reduceMotion: false, underlineLinks: false };

export function parsePreferences(value: string | null): AccessibilityPreferences {
  if (!value) return DEFAULT_PREFERENCES;
  try {
    const parsed = JSON.parse(value) as Partial<AccessibilityPreferences>;
    return {
      textSize: TEXT_SIZES.includes(parsed.textSize as TextSize) ? (parsed.textSize as TextSize) : 100,
      highContrast: parsed.highContrast === true,
      reduceMotion: parsed.reduceMotion === true,
      underlineLinks: parsed.underlineLinks === true,
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

/** The attributes to set on <html>; absent when a preference is off. */
export function htmlAttributes(preferences: AccessibilityPreferences): Record<string, string | null> {
  return {
    'data-text-size': preferences.textSize === 100 ? null : String(preferences.textSize),
    'data-contrast': preferences.highContrast ? 'high' : null,
    'data-motion': preferences.reduceMotion ? 'reduce' : null,
    'data-links': preferences.underlineLinks ? 'underline' : null,
  };
}
