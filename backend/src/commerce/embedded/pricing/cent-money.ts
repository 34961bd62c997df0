import type { CentPrecisionMoney, RoundingMode as PlatformRoundingMode, TypedMoney, _Money } from '@commercetools/platform-sdk';
import { divideRounded, type RoundingMode } from '@shop/domain';
import { PricingError } from './pricing-error.js';

/** The currency every amount of one cart is in: the cart's totalPrice currency and its digits. */
export interface CartCurrency {
  readonly currencyCode: string;
  readonly fractionDigits: number;
}

/** Money exactly as commercetools returns it on carts: integer cents, never a float amount. */
export function centMoney(centAmount: number, currency: CartCurrency): CentPrecisionMoney {
  if (!Number.isSafeInteger(centAmount)) throw new RangeError(`centAmount must be a safe integer, got ${centAmount}`);
  return { type: 'centPrecision', centAmount, currencyCode: currency.currencyCode, fractionDigits: currency.fractionDigits };
}

/**
 * The cart's rounding modes are typed as open strings by the SDK; commercetools only knows these
 * three and defaults to HalfEven (Project CartsConfiguration), which is what we fall back to.
 */
export function roundingModeOf(mode: PlatformRoundingMode | undefined): RoundingMode {
  if (mode === 'HalfUp') return 'HalfUp';
  return mode === 'HalfDown' ? 'HalfDown' : 'HalfEven';
}

/**
 * A price's value in the cart's cents. High-precision prices (more digits than the currency has)
 * are rounded with the cart's price rounding mode, as commercetools does for line item totals.
 */
export function centsOf(value: _Money, currency: CartCurrency, mode: RoundingMode): number {
  if (value.currencyCode !== currency.currencyCode) {
    throw new PricingError('InvalidOperation', `Cannot use a ${value.currencyCode} amount in a ${currency.currencyCode} cart.`);
  }
  // Stored money (TypedMoney) and money drafts (shipping rate tiers) share these optional fields.
  const money = value as { centAmount?: number; fractionDigits?: number; preciseAmount?: number };
  const digits = money.fractionDigits ?? currency.fractionDigits;
  if (money.preciseAmount !== undefined && digits > currency.fractionDigits) {
    return divideRounded(money.preciseAmount, 10 ** (digits - currency.fractionDigits), mode);
  }
  return (money.centAmount ?? 0) * 10 ** (currency.fractionDigits - digits);
}

/** The amount for the cart's currency in a list of per-currency amounts (absolute/fixed values, freeAbove). */
export const amountInCurrency = <T extends TypedMoney>(values: readonly T[], currency: CartCurrency): T | undefined =>
  values.find((value) => value.currencyCode === currency.currencyCode);
