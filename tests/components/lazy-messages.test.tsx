/**
 * The messages a page's first paint does not send (lib/i18n/client-messages.ts) arrive with the code
 * that needs them: nothing untranslated shows meanwhile, each file is fetched once, and what arrives
 * is added to the page's own messages, never in their place.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations, type AbstractIntlMessages } from 'next-intl';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';
import { pickClientMessages, pickPageMessages, PAGE_MESSAGES } from '@/lib/i18n/client-messages';
import { MessagesFor } from '@/components/i18n/MessagesFor';
import { MergedMessages } from '@/components/i18n/MergedMessages';
import { CookieConsent } from '@/components/shell/extras/CookieConsent';
import { ActionForm, Field } from '@/components/forms/Form';
import { useActionForm } from '@/components/forms/useActionForm';
import { succeed } from '@/lib/forms/action-result';
import { InLocale } from '../helpers/intl';

const catalogues: Record<string, Record<string, unknown>> = { en, it: it_ };
const fetched: string[] = [];
let release: () => void = () => undefined;
let held: Promise<void> = Promise.resolve();

beforeEach(() => {
  fetched.length = 0;
  held = Promise.resolve();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      await held;
      const [, , , language, namespace] = url.split('/');
      return new Response(JSON.stringify({ [namespace]: catalogues[language][namespace] }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Holds the next fetches until `release()`. */
function holdFetches() {
  held = new Promise((resolve) => (release = resolve));
}

describe('a layer drawn after the first paint', () => {
  it('shows the cookie banner once its words are here, never its keys, from one fetch', async () => {
    holdFetches();
    render(
      <InLocale messages={pickClientMessages(en) as AbstractIntlMessages}>
        <CookieConsent privacyUrl={null} />
      </InLocale>,
    );
    await waitFor(() => expect(fetched).toEqual(['/api/messages/en/consent']));
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
    expect(document.body.textContent).not.toMatch(/consent\./);
    await act(async () => release());
    const banner = await screen.findByTestId('cookie-consent');
    expect(banner).toHaveAccessibleName(en.consent.title);
    expect(screen.getByRole('button', { name: en.consent.acceptAll })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.consent.customize }));
    expect(screen.getByLabelText(new RegExp(en.consent.analytics))).not.toBeChecked();
    expect(fetched).toEqual(['/api/messages/en/consent']);
  });

  it('keeps the page’s own messages beside the ones that arrived, and shows the fallback until then', async () => {
    holdFetches();
    function Both() {
      const chat = useTranslations('chat');
      const shell = useTranslations('shell');
      return <p>{`${chat('launcher')} · ${shell('close')}`}</p>;
    }
    render(
      <InLocale locale="it-it" messages={pickClientMessages(it_) as AbstractIntlMessages}>
        <MessagesFor namespaces={['chat']} fallback={<span data-testid="waiting" />}>
          <Both />
        </MessagesFor>
      </InLocale>,
    );
    expect(screen.getByTestId('waiting')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText(`${it_.chat.launcher} · ${it_.shell.close}`)).toBeInTheDocument();
    expect(fetched).toEqual(['/api/messages/it/chat']);
  });
});

describe('a form’s validation sentences', () => {
  const schema = z.object({ email: z.string().min(1, 'emailRequired') });
  function Probe() {
    const binding = useActionForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' }, action: async () => succeed(undefined), messages: { namespace: 'newsletter' } });
    return (
      <ActionForm binding={binding}>
        <Field name="email" label="E-mail" />
        <button type="submit">Invia</button>
      </ActionForm>
    );
  }

  it('are asked for when the form mounts, and name the error in the visitor’s language', async () => {
    render(
      <InLocale locale="it-it" messages={pickClientMessages(it_) as AbstractIntlMessages}>
        <Probe />
      </InLocale>,
    );
    await waitFor(() => expect(fetched).toEqual(['/api/messages/it/validation']));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Invia' })));
    expect(await screen.findByText(it_.validation.emailRequired)).toBeInTheDocument();
  });

  it('leave the error to the code itself when they cannot be fetched (offline), never to nothing', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const de = { ...pickClientMessages(en), newsletter: en.newsletter } as AbstractIntlMessages;
    render(
      <InLocale locale="de-de" messages={de}>
        <Probe />
      </InLocale>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Invia' })));
    expect(await screen.findByText('emailRequired')).toBeInTheDocument();
  });

  it('are read from the page when it sends them, without a fetch', async () => {
    render(
      <InLocale messages={en}>
        <Probe />
      </InLocale>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Invia' })));
    expect(await screen.findByText(en.validation.emailRequired)).toBeInTheDocument();
    expect(fetched).toEqual([]);
  });
});

describe('a page’s messages inside the layout’s', () => {
  it('add to the picked keys of a namespace and keep the rest', () => {
    function Reader() {
      const catalogue = useTranslations('catalogue');
      const shell = useTranslations('shell');
      return <p>{`${catalogue('searchLabel')} · ${catalogue('card.unavailable')} · ${shell('close')}`}</p>;
    }
    render(
      <InLocale messages={pickClientMessages(en) as AbstractIntlMessages}>
        <MergedMessages messages={pickPageMessages(en, PAGE_MESSAGES.search)}>
          <Reader />
        </MergedMessages>
      </InLocale>,
    );
    expect(screen.getByText(`${en.catalogue.searchLabel} · ${en.catalogue.card.unavailable} · ${en.shell.close}`)).toBeInTheDocument();
  });
});
