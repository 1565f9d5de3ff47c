import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { isMessageKey, messageGroup, type GroupKey } from '@/lib/i18n/message-keys';
import { PAYMENT_STATES, SHIPMENT_STATES } from '@/lib/orders/states';

describe('message keys known only at run time', () => {
  it('are keys when the messages hold a string there, not a group, a missing key or an inherited name', () => {
    expect(isMessageKey(en, 'validation.required')).toBe(true);
    expect(isMessageKey(en, 'validation')).toBe(false);
    expect(isMessageKey(en, 'validation.nope')).toBe(false);
    expect(isMessageKey(en, 'validation.required.deeper')).toBe(false);
    expect(isMessageKey(en, 'toString')).toBe(false);
    expect(isMessageKey({}, 'validation.required')).toBe(false);
  });

  it('are keys too when the message arrived precompiled, as the browser gets one with arguments', () => {
    // What the page's flight data carries for validation.tooShort (next.config.ts precompile: true).
    const precompiled = { validation: { tooShort: [['field'], ' is too short (minimum is ', ['val'], ' characters)'] } };
    expect(isMessageKey(precompiled, 'validation.tooShort')).toBe(true);
    expect(isMessageKey(precompiled, 'validation')).toBe(false);
  });

  it('a group lists its keys in order and tells its keys from other values', () => {
    const group = messageGroup<GroupKey<'account.orderStatus.states'>>({ pending: true, ready: true, shipped: true, partial: true, backorder: true, canceled: true });
    expect(group.keys).toEqual(Object.keys(en.account.orderStatus.states));
    expect(group.has('shipped')).toBe(true);
    expect(group.has('returned')).toBe(false);
    expect(group.has('constructor')).toBe(false);
  });

  it('Spree’s states the shop names are the messages’ (account, order-status page)', () => {
    expect([...SHIPMENT_STATES.keys].sort()).toEqual(Object.keys(en.routes.orderStatus.shipment).sort());
    expect([...SHIPMENT_STATES.keys].sort()).toEqual(Object.keys(en.account.orderStatus.states).sort());
    expect([...PAYMENT_STATES.keys].sort()).toEqual(Object.keys(en.routes.orderStatus.payment).sort());
  });
});
