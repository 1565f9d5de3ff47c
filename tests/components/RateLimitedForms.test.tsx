/**
 * Every form that a rate limit guards shows the limit's own message — the 429 answer's `message`,
 * which the server writes in the visitor's language — in each of the five languages, and keeps
 * everything typed (issue 18, item 9).
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import it_ from '@/messages/it.json';

// The form itself: its wrapper only fetches the `newsletter` messages these tests give it (tests/components/lazy-messages.test.tsx).
import { NewsletterFormFields as NewsletterForm } from '@/components/shell/NewsletterForm';
import { ContactPanel } from '@/components/shell/ContactPanel';
import { InquiryForm } from '@/components/product/RequestForms';
import { InLocale } from '../helpers/intl';

const LANGUAGES = [
  ['en-us', en],
  ['it-it', it_],
  ['de-de', de],
  ['fr-fr', fr],
  ['es-es', es],
] as const;

afterEach(() => vi.unstubAllGlobals());

/** The storefront answering 429 as a form's route does (lib/forms/route.ts limitForm), with the message of `messages`. */
function limitedFetch(message: string) {
  const fetchMock = vi.fn(async () =>
    new Response(JSON.stringify({ ok: false, error: { kind: 'refused', reason: { form: 'rateLimited', message } }, retryable: true }), {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '120' },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const field = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`)!;

async function type(container: HTMLElement, values: Record<string, string | boolean>) {
  for (const [name, value] of Object.entries(values)) {
    const input = field(container, name);
    await act(async () => {
      if (typeof value === 'boolean') fireEvent.click(input);
      else fireEvent.change(input, { target: { value } });
    });
  }
}

async function submit(container: HTMLElement) {
  await act(async () => {
    fireEvent.submit(container.querySelector('form')!);
  });
}

describe.each(LANGUAGES)('rate-limited forms in %s', (locale, messages) => {
  const limit = messages.security.rateLimited;
  const wrap = (ui: React.ReactNode) => render(<InLocale locale={locale} messages={messages}>{ui}</InLocale>);

  it('the newsletter form shows the limit and keeps the e-mail', async () => {
    const fetchMock = limitedFetch(limit);
    const { container } = wrap(<NewsletterForm source="footer" />);
    await type(container, { email: 'giulia@example.com', consent: true });
    await submit(container);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(limit));
    // Sent once (the form may also have asked whether a security check is configured).
    expect(fetchMock.mock.calls.filter((call: unknown[]) => String(call[0]).includes('/api/newsletter'))).toHaveLength(1);
    expect(field(container, 'email')).toHaveValue('giulia@example.com');
    expect(screen.getByRole('alert')).not.toHaveTextContent(messages.newsletter.failed);
  });

  it('the contact form shows the limit and keeps the message', async () => {
    limitedFetch(limit);
    const details = { phone: '+39 02 1234 5678', hours: '9–18', email: 'care@casamaestri.test', tradeEmail: 'trade@casamaestri.test' };
    const { container } = wrap(<ContactPanel details={details} trade={false} onClose={() => {}} />);
    const typed = { name: 'Giulia Conti', email: 'giulia@example.com', topic: 'orderStatus', message: 'When will the Lido armchair ship to Milan?' };
    await type(container, typed);
    await submit(container);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(limit));
    for (const [name, value] of Object.entries(typed)) expect(field(container, name)).toHaveValue(value);
  });

  it('a product request shows the limit and keeps what was typed', async () => {
    limitedFetch(limit);
    const { container } = wrap(<InquiryForm product={{ id: '1', sku: 'LIDO-1', title: 'Lido armchair' }} onClose={() => {}} />);
    const typed = { name: 'Giulia Conti', email: 'giulia@example.com', message: 'Is it available in walnut?' };
    await type(container, typed);
    await submit(container);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(limit));
    for (const [name, value] of Object.entries(typed)) expect(field(container, name)).toHaveValue(value);
  });

  it.each([
    ['an intake that cannot be reached', () => new Response(JSON.stringify({ ok: false, error: { kind: 'unavailable' }, retryable: true }), { status: 502, headers: { 'content-type': 'application/json' } })],
    ['a proxy’s own error page', () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })],
    ['no answer at all', () => { throw new TypeError('Failed to fetch'); }],
  ])('any other failure keeps the form’s own sentence: %s', async (_name, answer) => {
    vi.stubGlobal('fetch', vi.fn(async () => answer()));
    const { container } = wrap(<NewsletterForm source="footer" />);
    await type(container, { email: 'giulia@example.com', consent: true });
    await submit(container);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.newsletter.failed));
    expect(field(container, 'email')).toHaveValue('giulia@example.com');
  });
});
