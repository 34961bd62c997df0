import { describe, expect, it } from '@jest/globals';
import type { CountryCode, CurrencyCode } from '../market/codes.js';
import { money, moneyFromDecimal, type Money } from '../money/money.js';
import { codEligibility, codPayableTotal } from './cod-eligibility.js';
import type { PaymentCart, PaymentCartLine } from './payment-cart.js';
import { PaymentRuleError } from './payment-rule-error.js';

// Spec 2 §9 COD maximum order value, in the market currency, as the spec writes it.
const VALUE_LIMITS: ReadonlyArray<readonly [CountryCode, string, CurrencyCode]> = [
  ['SK', '2500', 'EUR'], ['IE', '1500', 'EUR'], ['DE', '1500', 'EUR'], ['PT', '1000', 'EUR'],
  ['IT', '999.99', 'EUR'], ['FR', '1000', 'EUR'], ['HU', '499999', 'HUF'], ['CZ', '60000', 'CZK'],
  ['AT', '1500', 'EUR'], ['NO', '1500', 'NOK'], ['NL', '1500', 'EUR'], ['CH', '3500', 'CHF'],
  ['BE', '3000', 'EUR'], ['DK', '20000', 'DKK'], ['SE', '3000', 'SEK'], ['ES', '1000', 'EUR'],
  ['GB', '2500', 'GBP'], ['FI', '1500', 'EUR'], ['PL', '6000', 'PLN'], ['RO', '10000', 'RON'],
  ['LT', '4500', 'EUR'], ['SI', '4500', 'EUR'], ['BG', '8900', 'BGN'], ['GR', '499', 'EUR'],
  ['HR', '4500', 'EUR'],
];
const currencyOf = (country: CountryCode): CurrencyCode =>
  VALUE_LIMITS.find(([code]) => code === country)?.[2] ?? 'EUR';

// Spec 2 §9: item limit 1 in these countries, 0 elsewhere; COD for freight only in SK, HU, CZ, PL.
const ITEM_LIMIT_ONE: readonly CountryCode[] = ['SK', 'IT', 'HU', 'CZ', 'PL', 'RO', 'SI', 'GR', 'HR'];
const FREIGHT_ALLOWED: readonly CountryCode[] = ['SK', 'HU', 'CZ', 'PL'];
const ALL = VALUE_LIMITS.map(([country]) => country);

const line = (productTypeKey: string, quantity = 1, isPackageTypeFreight = false): PaymentCartLine => ({
  productTypeKey, sku: 'EX10000001', quantity, isPackageTypeFreight,
});
const cartOf = (totalGross: Money, ...lines: PaymentCartLine[]): PaymentCart => ({ totalGross, lines });
/** A small cart that passes every COD rule in every market (one standard item, parcel, low value). */
const smallCart = (country: CountryCode, ...lines: PaymentCartLine[]): PaymentCart =>
  cartOf(money(100, currencyOf(country)), ...(lines.length ? lines : [line('standard_product')]));
const codes = (cart: PaymentCart, country: CountryCode) => codEligibility(cart, country).reasons.map((r) => r.code);

describe('COD value limit: gross total <= limit (spec 2 §5, §9)', () => {
  it.each(VALUE_LIMITS)('%s allows exactly the limit %s %s', (country, limit, currency) => {
    expect(codEligibility(cartOf(moneyFromDecimal(limit, currency), line('standard_product')), country))
      .toEqual({ allowed: true, reasons: [] });
  });

  it.each(VALUE_LIMITS)('%s refuses one cent above the limit %s %s', (country, limit, currency) => {
    const atLimit = moneyFromDecimal(limit, currency);
    const total = money(atLimit.centAmount + 1, currency);
    expect(codEligibility(cartOf(total, line('standard_product')), country)).toEqual({
      allowed: false,
      reasons: [{ code: 'value-over-limit', total, limit: atLimit }],
    });
  });

  it('compares a 3-digit total against the cent limit exactly (IT 999.99 EUR)', () => {
    expect(codes(cartOf(money(999_990, 'EUR', 3), line('standard_product')), 'IT')).toEqual([]);
    expect(codes(cartOf(money(999_991, 'EUR', 3), line('standard_product')), 'IT')).toEqual(['value-over-limit']);
  });

  // Reading chosen: a cart in another currency is refused with a reason, never compared by number.
  it.each([
    ['CZ', money(100, 'EUR'), 'EUR', 'CZK'],
    ['DE', money(100, 'CZK'), 'CZK', 'EUR'],
    ['CH', money(100, 'EUR'), 'EUR', 'CHF'],
  ] as const)('%s refuses a %j cart as a currency mismatch', (country, total, cartCurrency, limitCurrency) => {
    expect(codEligibility(cartOf(total, line('standard_product')), country)).toEqual({
      allowed: false,
      reasons: [{ code: 'currency-mismatch', cartCurrency, limitCurrency }],
    });
  });
});

// Reading chosen: the limit is held against what the shopper will pay, the gross total WITH the COD fee.
describe('COD value limit counts the COD fee (spec 2 §3 fee line, §5 value limit)', () => {
  const withFee = (total: Money, codFee: Money): PaymentCart => ({ totalGross: total, codFee, lines: [line('standard_product')] });

  it('SK: 2497.10 + 2.90 fee = exactly 2500.00 is allowed', () => {
    expect(codEligibility(withFee(money(249_710, 'EUR'), money(290, 'EUR')), 'SK')).toEqual({ allowed: true, reasons: [] });
  });

  it('SK: 2497.11 is under the limit, but with the 2.90 fee (2500.01) it is refused, naming the total with the fee', () => {
    expect(codEligibility(cartOf(money(249_711, 'EUR'), line('standard_product')), 'SK').allowed).toBe(true);
    expect(codEligibility(withFee(money(249_711, 'EUR'), money(290, 'EUR')), 'SK')).toEqual({
      allowed: false,
      reasons: [{ code: 'value-over-limit', total: money(250_001, 'EUR'), limit: moneyFromDecimal('2500', 'EUR') }],
    });
  });

  it('HU: 498809.00 + 1190.00 HUF fee = 499999.00 is allowed, one unit more is not', () => {
    expect(codes(withFee(money(49_880_900, 'HUF'), money(119_000, 'HUF')), 'HU')).toEqual([]);
    expect(codes(withFee(money(49_880_901, 'HUF'), money(119_000, 'HUF')), 'HU')).toEqual(['value-over-limit']);
  });

  it('adds a fee of another precision exactly (IT: 999.98 + 0.005 EUR = 999.985 <= 999.99)', () => {
    expect(codPayableTotal(withFee(money(99_998, 'EUR'), money(5, 'EUR', 3)))).toEqual(money(999_985, 'EUR', 3));
    expect(codes(withFee(money(99_998, 'EUR'), money(5, 'EUR', 3)), 'IT')).toEqual([]);
    expect(codes(withFee(money(99_998, 'EUR'), money(11, 'EUR', 3)), 'IT')).toEqual(['value-over-limit']);
  });

  it('without a fee the payable total is the gross total', () => {
    expect(codPayableTotal(cartOf(money(100, 'EUR')))).toEqual(money(100, 'EUR'));
  });

  it('refuses to add a fee in another currency than the cart (a caller error, not a refusal)', () => {
    expect(() => codPayableTotal(withFee(money(100, 'EUR'), money(100, 'CZK')))).toThrow(PaymentRuleError);
  });
});

describe('COD item limit on standard products (spec 2 §5, §9)', () => {
  it.each(ALL)('%s: 2 standard items are blocked only where the item limit is 1', (country) => {
    const twoStandard = smallCart(country, line('standard_product', 2));
    const blocked = ITEM_LIMIT_ONE.includes(country);
    expect(codEligibility(twoStandard, country)).toEqual(blocked
      ? { allowed: false, reasons: [{ code: 'too-many-standard-items', count: 2, limit: 1 }] }
      : { allowed: true, reasons: [] });
  });

  it.each(ALL.filter((c) => !ITEM_LIMIT_ONE.includes(c)))(
    '%s: item limit 0 never blocks, even at 20 standard items (our reading: 0 = no limit)',
    (country) => {
      expect(codEligibility(smallCart(country, line('standard_product', 20)), country).allowed).toBe(true);
    },
  );

  it.each(ITEM_LIMIT_ONE)('%s: one standard item plus accessories, products and guarantees is allowed', (country) => {
    const cart = smallCart(country, line('standard_product'), line('accessory', 3), line('product', 2), line('extra_guarantee'));
    expect(codEligibility(cart, country).allowed).toBe(true);
  });

  it('counts quantities: one line of 2 standard items is 2 items (SK)', () => {
    expect(codes(smallCart('SK', line('standard_product', 2)), 'SK')).toEqual(['too-many-standard-items']);
    expect(codes(smallCart('SK', line('standard_product'), line('standard_product')), 'SK')).toEqual(['too-many-standard-items']);
  });
});

describe('COD and freight-package items (spec 2 §5, §9: only SK, HU, CZ, PL)', () => {
  it.each(ALL)('%s', (country) => {
    const freightCart = smallCart(country, line('standard_product', 1, true));
    expect(codes(freightCart, country)).toEqual(FREIGHT_ALLOWED.includes(country) ? [] : ['freight-not-allowed']);
  });
});

describe('COD item count 1..20, extra guarantees not counted (spec 2 §5, §9)', () => {
  it.each([
    ['no items', [], false],
    ['only an extra guarantee', [line('extra_guarantee')], false],
    ['1 item', [line('accessory')], true],
    ['20 items', [line('accessory', 20)], true],
    ['20 items plus 5 guarantees', [line('accessory', 19), line('product'), line('extra_guarantee', 5)], true],
    ['21 items', [line('accessory', 21)], false],
    ['21 items over two lines', [line('accessory', 20), line('product')], false],
  ] as const)('DE: %s → allowed %s', (_, lines, allowed) => {
    const result = codEligibility(cartOf(money(100, 'EUR'), ...lines), 'DE');
    expect(result.allowed).toBe(allowed);
    expect(result.reasons.map((r) => r.code)).toEqual(allowed ? [] : ['item-count-out-of-range']);
  });

  it('reports the count and the bounds', () => {
    expect(codEligibility(cartOf(money(100, 'EUR'), line('accessory', 21)), 'AT').reasons)
      .toEqual([{ code: 'item-count-out-of-range', count: 21, min: 1, max: 20 }]);
  });
});

describe('COD reports every failing condition at once', () => {
  it('GR: over value, two standard items, freight, 21 items', () => {
    const cart = cartOf(moneyFromDecimal('499.01', 'EUR'), line('standard_product', 2, true), line('accessory', 19));
    expect(codes(cart, 'GR')).toEqual(['value-over-limit', 'too-many-standard-items', 'freight-not-allowed', 'item-count-out-of-range']);
  });
});
