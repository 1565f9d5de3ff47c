import { useTranslations } from 'next-intl';
import { Price } from '@/components/ui/Price';
import type { Currency } from '@/lib/money/currency';
import { paymentsBySource } from '@/lib/orders/payments';
import type { OrderPayment } from '@/lib/model/orders';
import styles from './OrderPayments.module.css';

/** "visa" → "Visa", "american_express" → "American Express": the brand as the card shows it. */
function brandName(brand: string): string {
  if (/^master(card)?$/i.test(brand)) return 'Mastercard';
  return brand.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/**
 * How a placed order was paid (issue 36): each source — store credit, gift card, other — and, last,
 * what was charged to the card, which is the amount due after them. The thank-you page and the
 * account's order page show the same rows (lib/orders/payments.ts sums them in cents).
 */
export function OrderPayments({ payments, currency, id }: { payments: OrderPayment[]; currency: Currency; id: string }) {
  const t = useTranslations('orderPayments');
  const by = paymentsBySource(payments);
  if (payments.length === 0) return null;
  const card = by.card.lastDigits ? `${brandName(by.card.brand)} ${t('cardEnding', { digits: by.card.lastDigits })}`.trim() : null;
  return (
    <section className={styles.payments} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        {t('title')}
      </h3>
      <dl className={styles.rows}>
        {by.storeCredit !== null && (
          <div>
            <dt>{t('storeCredit')}</dt>
            <dd>
              <Price amount={by.storeCredit} currency={currency} />
            </dd>
          </div>
        )}
        {by.giftCard !== null && (
          <div>
            <dt>{t('giftCard')}</dt>
            <dd>
              <Price amount={by.giftCard} currency={currency} />
            </dd>
          </div>
        )}
        {by.other !== null && (
          <div>
            <dt>{t('other')}</dt>
            <dd>
              <Price amount={by.other} currency={currency} />
            </dd>
          </div>
        )}
        <div className={styles.charged}>
          <dt>
            {t('card')}
            {card && <span className={styles.card}> · {card}</span>}
          </dt>
          <dd>
            <Price amount={by.card.amount} currency={currency} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
