import { describe, expect, it } from '@jest/globals';
import { COUNTRY_CODES, type CountryCode } from '../market/codes.js';
import { money } from '../money/money.js';
import { BANK_TRANSFER_ENABLED, bankTransferEligibility } from './bank-transfer.js';
import type { PaymentCart, PaymentCartLine } from './payment-cart.js';

// Spec 2 §5 names where bank payment is disabled; §9 where it is enabled.
const DISABLED: readonly CountryCode[] = ['IE', 'NL', 'SE', 'GB', 'BG', 'GR', 'HR'];
const ENABLED: readonly CountryCode[] = [
  'SK', 'DE', 'PT', 'IT', 'FR', 'HU', 'CZ', 'AT', 'NO', 'CH', 'BE', 'DK', 'ES', 'FI', 'PL', 'RO', 'LT', 'SI',
];

const line = (productTypeKey: string, quantity = 1): PaymentCartLine => ({
  productTypeKey, sku: 'EX10000001', quantity, isPackageTypeFreight: false,
});
// Bank transfer has no value limit: a large total in any currency is fine.
const cartOf = (...lines: PaymentCartLine[]): PaymentCart => ({ totalGross: money(999_999_99, 'EUR'), lines });

describe('bank transfer per country (spec 2 §5, §9)', () => {
  it('the disabled list (§5) and the enabled list (§9) partition the 25 markets', () => {
    expect(DISABLED.filter((c) => ENABLED.includes(c))).toEqual([]);
    expect([...DISABLED, ...ENABLED].sort()).toEqual([...COUNTRY_CODES].sort());
    expect(Object.keys(BANK_TRANSFER_ENABLED).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it.each(ENABLED)('%s: enabled', (country) => {
    expect(BANK_TRANSFER_ENABLED[country]).toBe(true);
    expect(bankTransferEligibility(cartOf(line('standard_product', 3)), country)).toEqual({ allowed: true, reasons: [] });
  });

  it.each(DISABLED)('%s: disabled', (country) => {
    expect(BANK_TRANSFER_ENABLED[country]).toBe(false);
    expect(bankTransferEligibility(cartOf(line('standard_product', 3)), country))
      .toEqual({ allowed: false, reasons: [{ code: 'disabled-in-country' }] });
  });
});

describe('bank transfer item count 1..20, extra guarantees not counted (spec 2 §5, §9)', () => {
  it.each([
    ['no items', [], false],
    ['only guarantees', [line('extra_guarantee', 2)], false],
    ['1 item', [line('standard_product')], true],
    ['20 items plus a guarantee', [line('standard_product', 20), line('extra_guarantee')], true],
    ['21 items', [line('standard_product', 20), line('accessory')], false],
  ] as const)('SK: %s → allowed %s', (_, lines, allowed) => {
    const result = bankTransferEligibility(cartOf(...lines), 'SK');
    expect(result.allowed).toBe(allowed);
    expect(result.reasons.map((r) => r.code)).toEqual(allowed ? [] : ['item-count-out-of-range']);
  });

  it('reports both reasons in a disabled market with too many items (GB)', () => {
    expect(bankTransferEligibility(cartOf(line('accessory', 21)), 'GB').reasons).toEqual([
      { code: 'disabled-in-country' },
      { code: 'item-count-out-of-range', count: 21, min: 1, max: 20 },
    ]);
  });
});
