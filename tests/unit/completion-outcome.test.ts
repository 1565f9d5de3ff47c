/**
 * Issue 36 item 2: a checkout/complete whose answer is lost is never reported as failed. The
 * verdict (lib/checkout/completion.ts) from the completion's answer and order_status's answer:
 * complete, a failure the service actually gave, or unknown (retryable).
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import type { CommerceError, CommerceResult } from '@/lib/commerce/errors';
import { completionVerdict, mayHaveHappened, needsStatus } from '@/lib/checkout/completion';
import type { PlacedOrder } from '@/lib/model/checkout';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import it_ from '@/messages/it.json';

const order = (state: string): PlacedOrder => ({ number: 'R123456789', token: 'tok', state });
const ok = (state = 'complete'): CommerceResult<PlacedOrder> => ({ success: true, data: order(state) });
const fail = (error: CommerceError): CommerceResult<PlacedOrder> => ({ success: false, error });

const noAnswer: CommerceError = { kind: 'no-response', status: null, summary: 'No response received' };
const serverError: CommerceError = { kind: 'http', status: 502, summary: 'HTTP 502' };
const gatewayTimeout: CommerceError = { kind: 'http', status: 504, summary: 'HTTP 504' };
const aborted: CommerceError = { kind: 'http', status: 0, summary: 'The operation was aborted' };
const outOfStock: CommerceError = { kind: 'validation', status: 422, summary: 'Vase is out of stock: no units left.', errors: {} };
const notFound: CommerceError = { kind: 'basic', status: 404, summary: 'The resource you were looking for could not be found.' };
const forbidden: CommerceError = { kind: 'basic', status: 403, summary: 'You are not authorized to access this page.' };

describe('completionVerdict', () => {
  it('is complete when the completion answered, without asking anything', () => {
    expect(needsStatus(ok())).toBe(false);
    expect(completionVerdict(ok(), null)).toEqual({ kind: 'complete', order: order('complete') });
  });

  it.each([noAnswer, serverError, gatewayTimeout, aborted])('is complete when the answer was lost ($summary) but order_status finds it complete', (error) => {
    expect(needsStatus(fail(error))).toBe(true);
    expect(completionVerdict(fail(error), ok('complete'))).toEqual({ kind: 'complete', order: order('complete') });
  });

  it.each([noAnswer, serverError, gatewayTimeout, aborted])('is unknown, never failed, when the answer was lost ($summary) and order_status cannot tell', (error) => {
    expect(completionVerdict(fail(error), fail(noAnswer)).kind).toBe('unknown');
    expect(completionVerdict(fail(error), fail(serverError)).kind).toBe('unknown');
    expect(completionVerdict(fail(error), null).kind).toBe('unknown');
    // order_status only knows complete orders: "not found" there still cannot prove the lost call did nothing.
    expect(completionVerdict(fail(error), fail(notFound)).kind).toBe('unknown');
  });

  it('is a failure the shopper can act on when the service refused (stock) and the order is not complete', () => {
    expect(completionVerdict(fail(outOfStock), fail(notFound))).toEqual({ kind: 'failed', error: outOfStock });
    expect(completionVerdict(fail(outOfStock), fail(noAnswer))).toEqual({ kind: 'failed', error: outOfStock });
    expect(completionVerdict(fail(forbidden), null)).toEqual({ kind: 'failed', error: forbidden });
  });

  it('takes a 404 (the cart became an order: a retry on Spree) as complete when order_status says so, unknown when it cannot answer', () => {
    expect(completionVerdict(fail(notFound), ok('complete')).kind).toBe('complete');
    expect(completionVerdict(fail(notFound), fail(noAnswer)).kind).toBe('unknown');
    expect(completionVerdict(fail(notFound), null).kind).toBe('unknown');
    expect(completionVerdict(fail(notFound), fail(notFound))).toEqual({ kind: 'failed', error: notFound });
  });

  it('never calls an order complete that order_status reports in another state', () => {
    expect(completionVerdict(fail(noAnswer), ok('confirm')).kind).toBe('unknown');
    expect(completionVerdict(fail(outOfStock), ok('confirm')).kind).toBe('failed');
  });

  it('tells which failures may have happened', () => {
    expect([noAnswer, serverError, gatewayTimeout, aborted].every(mayHaveHappened)).toBe(true);
    expect([outOfStock, notFound, forbidden].some(mayHaveHappened)).toBe(false);
  });
});

describe('the retryable message', () => {
  it.each(Object.entries({ en, de, es, fr, it: it_ }))('reads in %s and is not the failure message', (_language, messages) => {
    const t = createTranslator({ locale: 'en-us', messages, namespace: 'cart.errors' });
    expect(t('unconfirmed').length).toBeGreaterThan(40);
    expect(t('unconfirmed')).not.toBe(t('other'));
  });
});
