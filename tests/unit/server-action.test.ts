import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { redirect } from 'next/navigation';
import { serverAction } from '@/lib/forms/action';
import { failWith, formErrorsOf, fromCommerceError, refuse, succeed } from '@/lib/forms/action-result';
import { CommerceFailure } from '@/lib/commerce/result';
import { objectId } from '@/lib/forms/validation';

const forge = <A extends unknown[], R>(action: (...args: A) => Promise<R>, ...args: unknown[]) => action(...(args as A));

describe('serverAction: the one server action wrapper', () => {
  const body = vi.fn(async (id: string, quantity: number) => succeed({ id, quantity }));
  const setQuantity = serverAction(z.tuple([objectId, z.number().int().min(1).max(99)]), body);

  it('parses every argument and hands the parsed values to the body', async () => {
    expect(await setQuantity('line-7', 3)).toEqual({ ok: true, data: { id: 'line-7', quantity: 3 } });
    expect(body).toHaveBeenCalledWith('line-7', 3);
  });

  it('answers a bad argument with a typed refusal naming it, never running the body or throwing', async () => {
    body.mockClear();
    for (const args of [['line-7', '3'], ['line-7', 3.5], ['../etc', 3], [{ $gt: '' }, 1], ['line-7'], ['line-7', 3, 'extra'], [], [null, null]]) {
      const answer = await forge(setQuantity, ...args);
      expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid' }, retryable: false });
    }
    expect(await forge(setQuantity, 'line-7', 500)).toEqual({ ok: false, error: { kind: 'invalid', fields: { '1': 'Too big: expected number to be <=99' } }, retryable: false });
    expect(body).not.toHaveBeenCalled();
  });

  it("maps the service's failure thrown by `unwrap` by kind: no answer and 5xx are retryable", async () => {
    const failing = (error: ConstructorParameters<typeof CommerceFailure>[0]) =>
      serverAction(z.tuple([]), async () => {
        throw new CommerceFailure(error);
      })();
    expect(await failing({ kind: 'no-response', status: null, summary: 'No response received' })).toEqual({ ok: false, error: { kind: 'unavailable' }, retryable: true });
    expect(await failing({ kind: 'http', status: 503, summary: 'HTTP 503' })).toEqual({ ok: false, error: { kind: 'unavailable' }, retryable: true });
    expect(await failing({ kind: 'basic', status: 404, summary: 'The resource you were looking for could not be found.' })).toEqual({ ok: false, error: { kind: 'notFound' }, retryable: false });
    expect(await failing({ kind: 'basic', status: 403, summary: 'forbidden' })).toEqual({ ok: false, error: { kind: 'notFound' }, retryable: false });
    expect(await failing({ kind: 'basic', status: 401, summary: 'unauthorized' })).toEqual({ ok: false, error: { kind: 'signedOut' }, retryable: false });
    expect(await failing({ kind: 'validation', status: 422, summary: 'Quantity is bad', errors: { quantity: ['is bad'] } })).toEqual({ ok: false, error: { kind: 'failed' }, retryable: false });
  });

  it('answers an unknown throw with a generic safe failure: no message, no stack trace reaches the browser', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const leaky = serverAction(z.tuple([z.string()]), async () => {
      throw new Error('SQLITE_CORRUPT at /srv/shop/db.sqlite: secret-token-abc');
    });
    const answer = await leaky('x');
    expect(answer).toEqual({ ok: false, error: { kind: 'failed' }, retryable: false });
    expect(JSON.stringify(answer)).not.toMatch(/SQLITE|secret|\/srv|at /);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it("lets Next's own control flow through (a redirect is not a failure)", async () => {
    const moving = serverAction(z.tuple([]), async () => redirect('/en-us/account'));
    await expect(moving()).rejects.toThrow('NEXT_REDIRECT');
  });

  it("passes the action's own refusal through with its retryable flag", async () => {
    const limited = serverAction(z.tuple([]), async () => refuse({ code: 'rateLimited' }, true));
    expect(await limited()).toEqual({ ok: false, error: { kind: 'refused', reason: { code: 'rateLimited' } }, retryable: true });
  });
});

describe('formErrorsOf: the one way a form shows an action failure', () => {
  it("puts the form argument's codes on its fields and every other kind on the form", () => {
    expect(formErrorsOf({ kind: 'invalid', fields: { '0.name': 'required', '0.address.city': 'tooShort:2', '1': 'invalid' } })).toEqual({ errors: { name: 'required', 'address.city': 'tooShort:2' } });
    // A bad argument that is not the form's (a forged id) is the form's generic failure.
    expect(formErrorsOf({ kind: 'invalid', fields: { '1': 'invalid' } })).toEqual({ errors: { form: 'failed' } });
    expect(formErrorsOf(failWith({ kind: 'unavailable' }).error)).toEqual({ errors: { form: 'unavailable' } });
    expect(formErrorsOf(fromCommerceError({ kind: 'basic', status: 401, summary: 'x' }).error)).toEqual({ errors: { form: 'signedOut' } });
    expect(formErrorsOf({ kind: 'refused', reason: { fields: { email: 'emailTaken' } } })).toEqual({ errors: { email: 'emailTaken' } });
    expect(formErrorsOf({ kind: 'refused', reason: { form: 'rateLimited', message: 'Wait 3 minutes.' } })).toEqual({ errors: { form: 'rateLimited' }, message: 'Wait 3 minutes.' });
  });
});
