'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CheckoutView } from '@/lib/model/checkout';
import type { CheckoutStep } from '@/lib/model/checkout';
import { CartSummary } from '@/components/cart/CartSummary';
import { Link } from '@/lib/i18n/navigation';
import type { Address as SavedAddress } from '@/lib/model/address';
import { addressLine } from '@/components/address/PostalAddress';
import { addressOfCheckoutFields } from '@/lib/address/wire';
import { AddressStep } from './AddressStep';
import type { CountryStates } from '@/lib/model/address';
import { DeliveryStep } from './DeliveryStep';
import { PaymentStep } from './PaymentStep';
import { ReviewStep } from './ReviewStep';
import styles from './Checkout.module.css';

const STEPS: CheckoutStep[] = ['address', 'delivery', 'payment', 'review'];

export interface StepProps {
  view: CheckoutView;
  onChange(view: CheckoutView): void;
}

/**
 * The checkout as one page of four steps (address, delivery, payment, review). The order's state on
 * the service decides the open step; each step's action answers the new order, which moves it on.
 * Completed steps stay visible as summaries with a way back.
 */
export function CheckoutFlow({ initialView, signedIn, savedAddresses, states, accountName }: {
  initialView: CheckoutView; signedIn: boolean; savedAddresses?: SavedAddress[]; states?: CountryStates;
  accountName?: { firstname: string; lastname: string } | null;
}) {
  const t = useTranslations('checkout');
  const [view, setView] = useState(initialView);
  // A shopper may go back to an earlier step; the service's state moves forward again when they submit.
  const [editing, setEditing] = useState<CheckoutStep | null>(null);
  const active = editing ?? view.step;
  const activeIndex = STEPS.indexOf(active);
  const change = (next: CheckoutView) => {
    setEditing(null);
    setView(next);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <ol className={styles.progress} aria-label={t('progress')}>
          {STEPS.map((step, index) => (
            <li key={step} className={index <= activeIndex ? styles.progressDone : undefined} aria-current={step === active ? 'step' : undefined}>
              <span aria-hidden="true">{index + 1}</span> {t(`steps.${step}`)}
            </li>
          ))}
        </ol>
      </header>
      <div className={styles.grid}>
        <div className={styles.steps}>
          {STEPS.map((step, index) => {
            const isActive = step === active;
            const isDone = index < STEPS.indexOf(view.step) && !isActive;
            return (
              <section key={step} className={styles.step} aria-labelledby={`step-${step}`}>
                <div className={styles.stepHead}>
                  <h2 id={`step-${step}`} className={styles.stepTitle}>
                    <span className={styles.stepNumber}>{index + 1}</span> {t(`steps.${step}`)}
                  </h2>
                  {isDone && (
                    <button type="button" className={styles.textButton} onClick={() => setEditing(step)} aria-label={t('editStep', { step: t(`steps.${step}`) })}>
                      {t('edit')}
                    </button>
                  )}
                </div>
                {isActive && step === 'address' && <AddressStep view={view} onChange={change} signedIn={signedIn} savedAddresses={savedAddresses} states={states} accountName={accountName} />}
                {isActive && step === 'delivery' && <DeliveryStep view={view} onChange={change} />}
                {isActive && step === 'payment' && <PaymentStep view={view} onChange={change} signedIn={signedIn} />}
                {isActive && step === 'review' && <ReviewStep view={view} onChange={change} />}
                {isDone && <StepRecap step={step} view={view} />}
              </section>
            );
          })}
        </div>
        <aside className={styles.aside}>
          <CartSummary cart={view.cart} />
          <Link href="/checkout/cart" className={styles.textLink}>
            {t('editBag')}
          </Link>
        </aside>
      </div>
    </div>
  );
}

function StepRecap({ step, view }: { step: CheckoutStep; view: CheckoutView }) {
  const t = useTranslations('checkout');
  if (step === 'address' && view.shipAddress) {
    return (
      <p className={styles.recap}>
        {view.email}
        <br />
        {addressLine(addressOfCheckoutFields(view.shipAddress))}
      </p>
    );
  }
  if (step === 'delivery') {
    const chosen = view.deliveryMethods.find((m) => m.selected);
    return <p className={styles.recap}>{chosen?.name ?? ''}</p>;
  }
  if (step === 'payment') {
    return <p className={styles.recap}>{view.card ? t('payment.cardEnding', { brand: view.card.ccType, digits: view.card.lastDigits }) : view.coveredByStoreCredit ? t('payment.storeCreditCovers') : ''}</p>;
  }
  return null;
}
