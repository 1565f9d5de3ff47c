import type { Locale } from '@/lib/i18n/locale-list';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import messages from '@/messages/it.json';

vi.mock('@/lib/i18n/navigation', () => ({ usePathname: () => '/about' }));

import { CountryChooserPanel } from '@/components/shell/country/CountryChooserPanel';
import { InLocale } from '../helpers/intl';

function renderPanel(locale: Locale) {
  return render(
    <InLocale locale={locale} messages={messages}>
      <CountryChooserPanel locale={locale} />
    </InLocale>,
  );
}

describe('CountryChooserPanel', () => {
  it('lists the countries by region, each linking to the same page in its locale', () => {
    renderPanel('it-it');
    const europe = screen.getByRole('region', { name: 'Europa' });
    expect(within(europe).getByRole('link', { name: /^Italia/ })).toHaveAttribute('aria-current', 'true');
    expect(within(europe).getByRole('link', { name: /^Svizzera/ })).toHaveAttribute('href', '/it-ch/about');
    expect(within(europe).getByRole('link', { name: /^Germania/ })).toHaveAttribute('href', '/de-de/about');
    expect(screen.getByRole('link', { name: /^Stati Uniti/ })).toHaveAttribute('href', '/about');
  });

  it('filters as the shopper types and says when nothing matches', () => {
    renderPanel('it-it');
    const filter = screen.getByLabelText('Trova il tuo paese');
    fireEvent.change(filter, { target: { value: 'spagna' } });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['SpagnaEUR']);
    expect(screen.getByRole('status')).toHaveTextContent('1 paese');
    fireEvent.change(filter, { target: { value: 'atlantide' } });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('Nessun paese corrisponde alla ricerca.')).toBeInTheDocument();
  });
});
