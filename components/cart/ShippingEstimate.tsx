'use client';

import { usePrice } from '@/components/ui/Price';
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { estimateShipping } from '@/lib/cart/actions';
import type { Cart } from '@/lib/model/cart';
import { COUNTRIES } from '@/lib/i18n/countries';
import { parseLocale } from '@/lib/i18n/locales';
import { cartStore, useCart } from './cart-store';
import { useCartErrorText } from './format';
import styles from './Cart.module.css';

/** Spec §7 estimate by country: the sum of cost over shipments, or "Unable to retrieve shipping data". */
export function ShippingEstimate({ cart }: { cart: Cart }) {
  const t = useTranslations('cart.estimate');
  const locale = useLocale();
  const { language, country } = parseLocale(locale);
  const money = usePrice();
  const errorText = useCartErrorText();
  const [iso, setIso] = useState(country.isocode.toUpperCase());
  const [estimatedFor, setEstimatedFor] = useState<string | null>(null);
  const busy = useCart((s) => s.busy === 'estimate');
  const error = useCart((s) => (s.error?.where === 'estimate' ? s.error.error : null));
  const collator = new Intl.Collator(locale);
  const options = [...COUNTRIES]
    .map((c) => ({ value: c.isocode.toUpperCase(), label: c.localizedCountryName[language] }))
    .sort((a, b) => collator.compare(a.label, b.label));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await cartStore.getState().run('estimate', () => estimateShipping(iso));
    setEstimatedFor(result.ok ? iso : null);
  }

  const countryName = options.find((o) => o.value === estimatedFor)?.label;

  return (
    <form onSubmit={submit} className={styles.inlineForm}>
      <label htmlFor="estimate-country" className={styles.label}>
        {t('label')}
      </label>
      <div className={styles.inlineControls}>
        <select id="estimate-country" className={styles.input} value={iso} onChange={(e) => setIso(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <button type="submit" className={styles.secondaryButton} disabled={busy}>
          {t('estimate')}
        </button>
      </div>
      <p className={styles.hint} aria-live="polite">
        {!error && estimatedFor && cart.shippingCost !== null && countryName
          ? t('result', { country: countryName, cost: money(cart.shippingCost, cart.currency) })
          : ''}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {errorText(error)}
        </p>
      )}
    </form>
  );
}
