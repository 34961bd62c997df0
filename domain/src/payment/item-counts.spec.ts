import { describe, expect, it } from '@jest/globals';
import { money } from '../money/money.js';
import { countPayableItems, countStandardProductItems } from './item-counts.js';
import type { PaymentCart, PaymentCartLine } from './payment-cart.js';
import { PaymentRuleError } from './payment-rule-error.js';

const line = (productTypeKey: string, quantity: number, isPackageTypeFreight = false): PaymentCartLine => ({
  productTypeKey, sku: `EX10${productTypeKey.length}${quantity}`, quantity, isPackageTypeFreight,
});
const cart = (...lines: PaymentCartLine[]): PaymentCart => ({ totalGross: money(1000, 'EUR'), lines });

describe('item counts for the payment rules (spec 2 §5)', () => {
  it('counts units, not lines, and leaves extra guarantees out of the 1..20 count', () => {
    const mixed = cart(line('standard_product', 3), line('accessory', 2), line('extra_guarantee', 5), line('product', 1));
    expect(countPayableItems(mixed)).toBe(6);
  });

  it('counts only the quantities of standard_product lines as standard items', () => {
    const mixed = cart(line('standard_product', 2), line('standard_product', 1), line('accessory', 4), line('product', 7),
      line('extra_guarantee', 3));
    expect(countStandardProductItems(mixed)).toBe(3);
  });

  it.each([-1, 1.5, Number.NaN])('refuses a line with quantity %d', (quantity) => {
    expect(() => countPayableItems(cart(line('accessory', quantity)))).toThrow(PaymentRuleError);
  });
});
