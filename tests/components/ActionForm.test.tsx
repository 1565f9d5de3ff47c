/**
 * The shared form binding: a refusal's field codes land on their fields in the visitor's language,
 * the form's own code (or the server's sentence) becomes the form's notice, and nothing typed is lost.
 */
import type { Locale } from '@/lib/i18n/locale-list';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AbstractIntlMessages } from 'next-intl';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';
import { ActionForm, Field, formErrorText } from '@/components/forms/Form';
import { useActionForm } from '@/components/forms/useActionForm';
import { failWith, refuse, refuseForm, succeed, type ActionOutcome, type FormRefusal } from '@/lib/forms/action-result';
import { countryOptions } from '@/lib/address/countries';
import { InLocale } from '../helpers/intl';

const schema = z.object({ email: z.string().min(1, 'emailRequired'), name: z.string().min(2, 'tooShort:2') });
type Values = z.infer<typeof schema>;

function Probe({ action, onSuccess }: { action(values: Values): Promise<ActionOutcome<undefined, FormRefusal>>; onSuccess?(): void }) {
  const binding = useActionForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', name: '' }, action, onSuccess, messages: { namespace: 'newsletter' } });
  const notice = formErrorText(binding);
  return (
    <ActionForm binding={binding}>
      <Field name="email" label="E-mail" />
      <Field name="name" label="Name" />
      {notice && <p role="alert">{notice}</p>}
      <button type="submit">Send</button>
    </ActionForm>
  );
}

async function fillAndSend(container: HTMLElement) {
  await act(async () => {
    fireEvent.change(container.querySelector('[name="email"]')!, { target: { value: 'giulia@example.com' } });
    fireEvent.change(container.querySelector('[name="name"]')!, { target: { value: 'Giulia' } });
  });
  await act(async () => {
    fireEvent.submit(container.querySelector('form')!);
  });
}

const wrap = (ui: React.ReactNode, locale: Locale = 'en-us', messages: AbstractIntlMessages = en) => render(<InLocale locale={locale} messages={messages}>{ui}</InLocale>);

describe('the shared form binding', () => {
  it('shows the schema’s own messages, naming the field, without sending', async () => {
    const action = vi.fn(async () => succeed());
    const { container } = wrap(<Probe action={action} />);
    await act(async () => {
      fireEvent.change(container.querySelector('[name="name"]')!, { target: { value: 'G' } });
      fireEvent.submit(container.querySelector('form')!);
    });
    await waitFor(() => expect(screen.getByText(en.validation.emailRequired)).toBeInTheDocument());
    expect(screen.getByText('Name is too short (minimum is 2 characters)')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('puts the server’s field codes on their fields in the visitor’s language and keeps what was typed', async () => {
    const { container } = wrap(<Probe action={async () => refuseForm({ email: 'emailTaken' })} />, 'it-it', it_);
    await fillAndSend(container);
    await waitFor(() => expect(screen.getByText(it_.auth.errors.emailTaken)).toBeInTheDocument());
    expect(container.querySelector('[name="email"]')).toHaveValue('giulia@example.com');
    expect(container.querySelector('[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    // Refused on a field: no notice for the whole form.
    expect(screen.queryByText(it_.newsletter.failed)).toBeNull();
  });

  it('puts the codes of a refused argument (a form route’s body, argument 0) on their fields', async () => {
    const { container } = wrap(<Probe action={async () => failWith({ kind: 'invalid', fields: { '0.name': 'tooShort:2', '1': 'invalid' } })} />);
    await fillAndSend(container);
    await waitFor(() => expect(screen.getByText('Name is too short (minimum is 2 characters)')).toBeInTheDocument());
    expect(container.querySelector('[name="name"]')).toHaveValue('Giulia');
    // Refused on a field: no notice for the whole form.
    expect(screen.queryByText(en.newsletter.failed)).toBeNull();
  });

  it('a refusal of the whole form reads in the form’s own words, or as the server wrote it', async () => {
    const first = wrap(<Probe action={async () => failWith({ kind: 'unavailable' })} />);
    await fillAndSend(first.container);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en.newsletter.failed));
    first.unmount();
    const second = wrap(<Probe action={async () => refuse({ form: 'rateLimited', message: en.security.rateLimited }, true)} />);
    await fillAndSend(second.container);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en.security.rateLimited));
    expect(second.container.querySelector('[name="name"]')).toHaveValue('Giulia');
  });

  it('calls back on success with nothing refused', async () => {
    const onSuccess = vi.fn();
    const { container } = wrap(<Probe action={async () => succeed()} onSuccess={onSuccess} />);
    await fillAndSend(container);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('country options', () => {
  it('names every country in the visitor’s language, sorted as that language sorts, by upper-case code', () => {
    const options = countryOptions('it', 'it-it');
    expect(options.find((o) => o.value === 'DE')?.label).toBe('Germania');
    expect(options.every((o) => /^[A-Z]{2}$/.test(o.value))).toBe(true);
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('it-it').compare));
  });
});
