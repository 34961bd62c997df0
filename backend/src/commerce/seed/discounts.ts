import type { CartDiscountDraft, DiscountCodeDraft, ProductDiscountDraft } from '@commercetools/platform-sdk';
import { FRACTION_DIGITS, permyriadToPercent, type CurrencyCode } from '@shop/domain';
import { SALE_PERMYRIADS, type PlannedProduct } from './catalogue-plan.js';
import { LARGE_ORDER_LABEL, SALE_LABEL, SUMMER_SALE_LABEL, WELCOME_DISCOUNT_LABEL } from './discount-texts.js';
import { localize } from './localized.js';
import { convertFromEur, MARKET_CURRENCIES, roundAmount } from './prices.js';

/** The demo coupons and the state each one shows at checkout. */
export const DISCOUNT_CODES = {
  /** Valid: 10 % off every line. */
  valid: 'WELCOME10',
  /** Expired: its validity ended on 2025-09-01. */
  expired: 'SUMMER2025',
  /** Needs a minimum order of 500 EUR (or the local equivalent): 50 EUR off the total. */
  minimum: 'BIG50',
} as const;

export const SUMMER_VALID_FROM = '2025-06-01T00:00:00.000Z';
export const SUMMER_VALID_UNTIL = '2025-09-01T00:00:00.000Z';
export const BIG50_EUR_CENTS = 5000;
export const BIG50_MINIMUM_EUR_CENTS = 50000;

/** The amount in a currency: EUR as is, others converted and rounded to two significant digits. */
export const localAmount = (eurCents: number, currency: Exclude<CurrencyCode, 'USD'>): number =>
  currency === 'EUR' ? eurCents : roundAmount(convertFromEur(eurCents, currency), currency);

/** commercetools' money string in predicates: "500.00 EUR". */
export const moneyString = (centAmount: number, currency: CurrencyCode): string => {
  const digits = FRACTION_DIGITS[currency];
  const whole = Math.floor(centAmount / 10 ** digits);
  const fraction = String(centAmount % 10 ** digits).padStart(digits, '0');
  return `${whole}${digits > 0 ? `.${fraction}` : ''} ${currency}`;
};

/*
 * The minimum of BIG50 in every market currency. A predicate comparing a GBP cart with
 * "500.00 EUR" could never match, so each currency has its own clause:
 * (currency = "EUR" and totalPrice >= "500.00 EUR") or (currency = "GBP" and …).
 */
export const big50CartPredicate = (): string =>
  MARKET_CURRENCIES.map((currency) =>
    `(currency = "${currency}" and totalPrice >= "${moneyString(localAmount(BIG50_MINIMUM_EUR_CENTS, currency), currency)}")`)
    .join(' or ');

const pct = (permyriad: number): string => `${permyriadToPercent(permyriad)} %`;

/*
 * Code-bound cart discounts, sortOrder 0.91-0.93 (above the volume tiers, so applied first).
 * WELCOME10 and SUMMER2025 take a percentage off every line item; BIG50 takes a fixed amount off
 * the goods, in each market currency, once the cart reaches the minimum. It targets all line
 * items with an absolute value, which commercetools distributes proportionately over them: the
 * same 50 off the goods total as a totalPrice target, in the subset the embedded engine prices
 * (ADR 0004).
 * SUMMER2025 is expired by its dates, not deactivated, so the shop sees the "expired" state.
 */
export function codeCartDiscounts(): CartDiscountDraft[] {
  return [
    {
      key: 'code-welcome10',
      name: localize((language) => `${WELCOME_DISCOUNT_LABEL[language]} ${pct(1000)}`),
      value: { type: 'relative', permyriad: 1000 },
      cartPredicate: 'true',
      target: { type: 'lineItems', predicate: 'true' },
      sortOrder: '0.91',
      isActive: true,
      requiresDiscountCode: true,
      stackingMode: 'Stacking',
    },
    {
      key: 'code-summer2025',
      name: localize((language) => `${SUMMER_SALE_LABEL[language]} ${pct(1500)}`),
      value: { type: 'relative', permyriad: 1500 },
      cartPredicate: 'true',
      target: { type: 'lineItems', predicate: 'true' },
      sortOrder: '0.92',
      isActive: true,
      validFrom: SUMMER_VALID_FROM,
      validUntil: SUMMER_VALID_UNTIL,
      requiresDiscountCode: true,
      stackingMode: 'Stacking',
    },
    {
      key: 'code-big50',
      name: localize((language) => LARGE_ORDER_LABEL[language]),
      value: {
        type: 'absolute',
        money: MARKET_CURRENCIES.map((currency) => ({ centAmount: localAmount(BIG50_EUR_CENTS, currency), currencyCode: currency })),
      },
      cartPredicate: big50CartPredicate(),
      target: { type: 'lineItems', predicate: 'true' },
      sortOrder: '0.93',
      isActive: true,
      requiresDiscountCode: true,
      stackingMode: 'Stacking',
    },
  ];
}

export function discountCodes(): DiscountCodeDraft[] {
  const code = (key: string, value: string, cartDiscount: string, extra: Partial<DiscountCodeDraft> = {}): DiscountCodeDraft => ({
    key, code: value, cartDiscounts: [{ typeId: 'cart-discount', key: cartDiscount }], isActive: true, ...extra,
  });
  return [
    code('welcome10', DISCOUNT_CODES.valid, 'code-welcome10', { name: localize((l) => WELCOME_DISCOUNT_LABEL[l]) }),
    code('summer2025', DISCOUNT_CODES.expired, 'code-summer2025', {
      name: localize((l) => SUMMER_SALE_LABEL[l]), validFrom: SUMMER_VALID_FROM, validUntil: SUMMER_VALID_UNTIL,
    }),
    code('big50', DISCOUNT_CODES.minimum, 'code-big50', { name: localize((l) => LARGE_ORDER_LABEL[l]) }),
  ];
}

/*
 * Products tagged on-sale get a relative product discount, one discount per rate (10, 15, 20 %)
 * naming its SKUs, so the storefront's "standard price − price" has something to show.
 */
export function productDiscounts(catalogue: readonly PlannedProduct[]): ProductDiscountDraft[] {
  return SALE_PERMYRIADS.flatMap((permyriad, index): ProductDiscountDraft[] => {
    const skus = catalogue.filter((p) => p.salePermyriad === permyriad).map((p) => p.sku);
    if (skus.length === 0) return [];
    return [{
      key: `sale-${permyriadToPercent(permyriad)}`,
      name: localize((language) => `${SALE_LABEL[language]} −${pct(permyriad)}`),
      value: { type: 'relative', permyriad },
      predicate: `sku in (${skus.map((sku) => `"${sku}"`).join(', ')})`,
      sortOrder: `0.5${index + 1}`,
      isActive: true,
    }];
  });
}
