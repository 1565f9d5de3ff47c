/**
 * The footer's newsletter part is a chunk fetched after hydration (components/shell/FooterNewsletter.tsx):
 * until it arrives, the server and the hydration draw the very placeholder the part itself draws
 * until the footer nears the screen, so the swap moves nothing.
 */
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { FooterNewsletter } from '@/components/shell/FooterNewsletter';
import { LazyNewsletterForm } from '@/components/shell/LazyNewsletterForm';

describe('the footer’s newsletter form', () => {
  it('is served as the same placeholder the lazy part draws, with nothing to tap', () => {
    const served = renderToString(<FooterNewsletter source="footer" />);
    const lazyPart = renderToString(
      <NextIntlClientProvider locale="en-us" messages={{}}>
        <LazyNewsletterForm source="footer" />
      </NextIntlClientProvider>,
    );
    expect(served).toBe(lazyPart);
    expect(served).toMatch(/^<div class="[^"]*placeholder[^"]*" aria-hidden="true"><\/div>$/);
    expect(served).not.toMatch(/<(button|input|form|a)\b/);
  });
});
