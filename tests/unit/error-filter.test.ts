import { describe, expect, it } from 'vitest';
import { eventMessage, shouldIgnoreError } from '@/lib/observability/error-filter';
import { sentryOptions } from '@/lib/observability/sentry-options';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

describe('error filter (spec §8)', () => {
  it('ignores service-worker registration failures from the crawler only', () => {
    const message = "Failed to register a ServiceWorker for scope ('https://shop/') with script ('https://shop/service-worker.js')";
    expect(shouldIgnoreError({ message, userAgent: GOOGLEBOT })).toBe(true);
    expect(shouldIgnoreError({ message, userAgent: CHROME })).toBe(false);
  });

  it('ignores the three hydration errors, in full and minified form', () => {
    for (const message of [
      "Hydration failed because the server rendered HTML didn't match the client.",
      'Hydration failed because the initial UI does not match what was rendered on the server.',
      'There was an error while hydrating. Because the error happened outside of a Suspense boundary…',
      'Text content does not match server-rendered HTML.',
      'Minified React error #418; visit https://react.dev/errors/418',
      'Minified React error #423',
      'Minified React error #425',
    ]) {
      expect(shouldIgnoreError({ message, userAgent: CHROME }), message).toBe(true);
    }
  });

  it('reports everything else', () => {
    expect(shouldIgnoreError({ message: "TypeError: Cannot read properties of undefined (reading 'price')" })).toBe(false);
    expect(shouldIgnoreError({ message: 'Minified React error #300' })).toBe(false);
  });

  it('reads the message from exception values first', () => {
    expect(eventMessage({ exception: { values: [{ type: 'Error', value: 'Minified React error #423' }] } })).toBe(
      'Error: Minified React error #423',
    );
    expect(eventMessage({ message: 'plain' })).toBe('plain');
  });

  it('drops ignored events in beforeSend and stays inert without a DSN', () => {
    const options = sentryOptions(undefined, () => GOOGLEBOT);
    expect(options.enabled).toBe(false);
    const ignored = { message: 'Failed to register a ServiceWorker: rejected' };
    expect(options.beforeSend(ignored)).toBeNull();
    const kept = { message: 'Checkout failed' };
    expect(options.beforeSend(kept)).toBe(kept);
    expect(sentryOptions('https://key@example.invalid/1').enabled).toBe(true);
  });
});
