import type { RequestKind } from '@/lib/product/requests';
import { postForm, type FormPostResult } from '@/lib/forms/post';
import { RECAPTCHA_ACTIONS } from '@/lib/recaptcha/actions';

export type RequestResult = FormPostResult;

/** Sends a product request to POST /api/product-requests/{kind}, validated there with the same schema. */
export function sendProductRequest(kind: RequestKind, values: Record<string, unknown>, locale: string): Promise<RequestResult> {
  return postForm(`/api/product-requests/${kind}`, values, locale, RECAPTCHA_ACTIONS.productRequest);
}
