import type { Locale } from '@/lib/i18n/locale-list';
import type { RequestKind } from '@/lib/product/requests';
import { postForm } from '@/lib/forms/post';
import type { ActionOutcome, FormRefusal } from '@/lib/forms/action-result';
import { RECAPTCHA_ACTIONS } from '@/lib/recaptcha/actions';

/** Sends a product request to POST /api/product-requests/{kind}, validated there with the same schema. */
export function sendProductRequest(kind: RequestKind, values: Record<string, unknown>, locale: Locale): Promise<ActionOutcome<undefined, FormRefusal>> {
  return postForm(`/api/product-requests/${kind}`, values, locale, RECAPTCHA_ACTIONS.productRequest);
}
