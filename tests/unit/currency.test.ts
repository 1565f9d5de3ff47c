import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, isCurrency } from '@/lib/money/currency';
import { CURRENCY_CODES } from '../../backend/commerce/money';

describe('the currencies the shop sells in', () => {
  it('are the spec’s list (docs/spec.md §3: “currency: USD, EUR or GBP”)', () => {
    const spec = fs.readFileSync(path.join(__dirname, '../../docs/spec.md'), 'utf8');
    const line = spec.match(/^- currency: (.+)\.$/m);
    expect(line).not.toBeNull();
    const listed = line![1].split(/,\s*|\s+or\s+/).map((code) => code.trim());
    expect([...CURRENCIES].sort()).toEqual(listed.sort());
  });

  it('are the embedded backend’s mirror (it never imports the storefront)', () => {
    expect([...CURRENCY_CODES].sort()).toEqual([...CURRENCIES].sort());
  });

  it('are the only codes isCurrency accepts', () => {
    expect(CURRENCIES.every(isCurrency)).toBe(true);
    expect(['CHF', 'usd', '', null, undefined].some(isCurrency)).toBe(false);
  });
});
