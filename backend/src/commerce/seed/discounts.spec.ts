import { describe, expect, it } from '@jest/globals';
import { LANGUAGE_CODES, parseIsoInstant } from '@shop/domain';
import { codeCartDiscounts, DISCOUNT_CODES, discountCodes, localAmount, moneyString, productDiscounts } from './discounts.js';
import { SEED_DATE } from './dates.js';
import { MARKET_CURRENCIES } from './prices.js';
import type { PlannedProduct } from './catalogue-plan.js';

const codes = discountCodes();
const cartDiscounts = codeCartDiscounts();
const cartDiscountOf = (code: string) => {
  const key = codes.find((c) => c.code === code)?.cartDiscounts[0]?.key;
  return cartDiscounts.find((d) => d.key === key);
};

describe('discount codes', () => {
  it('are one valid, one expired and one with a minimum, each bound to its own cart discount', () => {
    expect(codes.map((c) => c.code)).toEqual([DISCOUNT_CODES.valid, DISCOUNT_CODES.expired, DISCOUNT_CODES.minimum]);
    for (const code of codes) {
      expect(code.isActive).toBe(true);
      expect(cartDiscountOf(code.code)?.requiresDiscountCode).toBe(true);
      for (const language of LANGUAGE_CODES) expect(code.name?.[language]).toBeTruthy();
    }
  });

  it('WELCOME10 takes 10 % off every line and never expires', () => {
    const discount = cartDiscountOf('WELCOME10');
    expect(discount?.value).toEqual({ type: 'relative', permyriad: 1000 });
    expect(discount?.target).toEqual({ type: 'lineItems', predicate: 'true' });
    expect(discount?.validUntil).toBeUndefined();
    expect(codes[0]?.validUntil).toBeUndefined();
  });

  it('SUMMER2025 ended on 2025-09-01, before the seed’s date', () => {
    const code = codes.find((c) => c.code === 'SUMMER2025');
    expect(code?.validUntil).toBe('2025-09-01T00:00:00.000Z');
    expect(cartDiscountOf('SUMMER2025')?.validUntil).toBe(code?.validUntil);
    expect((parseIsoInstant(code?.validUntil ?? '') ?? Infinity) < (parseIsoInstant(SEED_DATE) ?? 0)).toBe(true);
  });

  it('BIG50 takes 50 EUR (or the local equivalent) off the total from 500 EUR in every currency', () => {
    const discount = cartDiscountOf('BIG50');
    expect(discount?.target).toEqual({ type: 'lineItems', predicate: 'true' });
    const money = discount?.value.type === 'absolute' ? discount.value.money : [];
    expect(money.map((m) => m.currencyCode)).toEqual([...MARKET_CURRENCIES]);
    expect(money.find((m) => m.currencyCode === 'EUR')?.centAmount).toBe(5000);
    for (const currency of MARKET_CURRENCIES) {
      expect(discount?.cartPredicate).toContain(`(currency = "${currency}" and totalPrice >= "${moneyString(localAmount(50000, currency), currency)}")`);
    }
    expect(discount?.cartPredicate).toContain('(currency = "EUR" and totalPrice >= "500.00 EUR")');
    expect(moneyString(localAmount(50000, 'HUF'), 'HUF')).toBe('190000.00 HUF');
  });

  it('sort above the volume tiers and uniquely', () => {
    expect(cartDiscounts.map((d) => d.sortOrder)).toEqual(['0.91', '0.92', '0.93']);
  });
});

describe('product discounts', () => {
  const planned = (sku: string, salePermyriad?: number) => ({ sku, ...(salePermyriad ? { salePermyriad } : {}) }) as PlannedProduct;

  it('discount the on-sale SKUs, one discount per rate', () => {
    const drafts = productDiscounts([planned('EX10000001', 1000), planned('EX10000002'), planned('EX10000003', 2000), planned('EX10000004', 1000)]);
    expect(drafts.map((d) => [d.key, d.value, d.predicate, d.isActive])).toEqual([
      ['sale-10', { type: 'relative', permyriad: 1000 }, 'sku in ("EX10000001", "EX10000004")', true],
      ['sale-20', { type: 'relative', permyriad: 2000 }, 'sku in ("EX10000003")', true],
    ]);
    expect(drafts[0]?.name.de).toBe('Angebot −10 %');
  });
});
