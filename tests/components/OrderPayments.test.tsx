/** The thank-you and account order pages' payment rows (issue 36): each source, and what the card was charged. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderPayments } from '@/components/orders/OrderPayments';
import it_ from '@/messages/it.json';
import { InLocale } from '../helpers/intl';

const row = (name: RegExp) => within(screen.getByRole('region', { name: /Payment|Pagamento/ })).getByText(name).closest('div')!;

describe('OrderPayments', () => {
  it('shows store credit and the amount due charged to the card, named by brand and last digits', () => {
    render(
      <InLocale>
        <OrderPayments
          id="p"
          currency="USD"
          payments={[
            { source: 'storeCredit', amount: '250.0', brand: '', lastDigits: '' },
            { source: 'card', amount: '5940.55', brand: 'visa', lastDigits: '4242' },
          ]}
        />
      </InLocale>,
    );
    expect(row(/^Paid with store credit$/).textContent).toContain('$250');
    expect(row(/^Charged to your card/).textContent).toBe('Charged to your card · Visa ending in 4242$5,940.55');
  });

  it('says nothing was charged to the card when store credit paid it all, in the page language', () => {
    render(
      <InLocale locale="it-it" messages={it_}>
        <OrderPayments id="p" currency="EUR" payments={[{ source: 'storeCredit', amount: '480.00', brand: '', lastDigits: '' }]} />
      </InLocale>,
    );
    expect(row(/^Pagato con il credito negozio$/).textContent).toMatch(/480/);
    expect(row(/^Addebitato sulla tua carta$/).textContent).toMatch(/0,00|0\s?€|€\s?0/);
  });

  it('renders nothing for an order without payments', () => {
    const { container } = render(
      <InLocale>
        <OrderPayments id="p" currency="USD" payments={[]} />
      </InLocale>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
