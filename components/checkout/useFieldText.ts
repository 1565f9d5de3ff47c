'use client';
import { useTranslations } from 'next-intl';
import { useValidationText } from '@/components/forms/fields';

const CARD_KEYS = new Set(['cardNumber', 'cardExpiry', 'cardCvc']);

/** Field messages: spec §5 keys through the validation namespace, card rules through checkout's own. */
export function useFieldText() {
  const validation = useValidationText();
  const t = useTranslations('checkout.payment.errors');
  return (message: string | undefined, field: string) => {
    if (!message) return undefined;
    if (CARD_KEYS.has(message)) return t(message as 'cardNumber' | 'cardExpiry' | 'cardCvc');
    return validation(message, field);
  };
}
