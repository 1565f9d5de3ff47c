import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/i18n/navigation', () => ({ Link: (props: React.ComponentProps<'a'>) => <a {...props} /> }));

import { AccountEntry } from '@/components/shell/account/AccountEntry';
import { uiStore } from '@/stores/ui-store';
import { visitorStore } from '@/stores/visitor-store';
import { guestVisitor } from '@/lib/visitor/visitor';
import { InLocale } from '../helpers/intl';

const withIntl = (ui: React.ReactNode) => (
  <InLocale>
    {ui}
  </InLocale>
);

describe('AccountEntry', () => {
  it('for a guest, "Log in" opens the authentication panel instead of navigating', () => {
    visitorStore.setState({ visitor: guestVisitor(false), loaded: true });
    render(withIntl(<AccountEntry />));
    const login = screen.getByRole('button', { name: 'Log in' });
    fireEvent.click(login);
    expect(uiStore.getState().openPanel).toBe('authentication');
    uiStore.getState().close();
  });

  it('for a signed-in shopper (as the visitor answer says after load), links to the account', () => {
    visitorStore.setState({ visitor: { ...guestVisitor(false), signedIn: true }, loaded: true });
    render(withIntl(<AccountEntry />));
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
  });
});
