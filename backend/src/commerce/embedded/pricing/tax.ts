import type { TaxCategory, TaxCalculationMode, TaxedItemPrice, TaxedPrice, TaxPortion, TaxRate } from '@commercetools/platform-sdk';
import { divideRounded, type RoundingMode } from '@shop/domain';
import { centMoney, type CartCurrency } from './cent-money.js';

/** A tax rate as an exact fraction: 0.081 → 81 / 1000. */
export interface RateFraction {
  readonly numerator: number;
  readonly denominator: number;
}

/** A shop has a handful of rates, each read for every taxed item of every recalculation. Bounded for external rates. */
const fractions = new Map<number, RateFraction>();
const FRACTIONS_LIMIT = 1_000;

/**
 * Rates are floats by nature (0.23, 0.081), but their decimal text is exact. Reading the digits of
 * that text gives an integer fraction, so no amount is ever multiplied by a float: 1990 / 1.081
 * becomes 1990 * 1000 / 1081, divided with integer half-even rounding.
 */
export function rateFraction(rate: number): RateFraction {
  const known = fractions.get(rate);
  if (known) return known;
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`a tax rate must be a non-negative number, got ${rate}`);
  const text = /e/i.test(String(rate)) ? rate.toFixed(12).replace(/0+$/, '') : String(rate);
  const [whole = '0', fraction = ''] = text.split('.');
  const denominator = 10 ** fraction.length;
  const result = { numerator: Number(whole) * denominator + Number(fraction || '0'), denominator };
  if (fractions.size >= FRACTIONS_LIMIT) fractions.clear();
  fractions.set(rate, result);
  return result;
}

/** a * numerator / denominator, rounded, with every intermediate an exact integer. */
function scale(amount: number, numerator: number, denominator: number, mode: RoundingMode): number {
  const product = amount * numerator;
  if (!Number.isSafeInteger(product)) throw new RangeError(`amount ${amount} is too large to tax exactly`);
  return divideRounded(product, denominator, mode);
}

/** Net from gross for rates included in the price: net = round(gross / (1 + rate)). */
export const netFromGross = (gross: number, rate: RateFraction, mode: RoundingMode): number =>
  scale(gross, rate.denominator, rate.denominator + rate.numerator, mode);

/** Gross from net for rates not included in the price: gross = round(net * (1 + rate)). */
export const grossFromNet = (net: number, rate: RateFraction, mode: RoundingMode): number =>
  scale(net, rate.denominator + rate.numerator, rate.denominator, mode);

/**
 * The rate of a tax category for a shipping address (Platform tax mode): the rate of the address's
 * country and state when one is defined for that state, otherwise the country's rate without a
 * state. Undefined: the category has no rate there (commercetools: MissingTaxRateForCountry).
 */
export function taxRateForAddress(category: TaxCategory, country: string, state?: string): TaxRate | undefined {
  const ofCountry = category.rates.filter((rate) => rate.country === country);
  return (state !== undefined ? ofCountry.find((rate) => rate.state === state) : undefined) ??
    ofCountry.find((rate) => rate.state === undefined);
}

/** What a taxed amount consists of: units of one price each (one group per distinct unit price). */
export interface UnitGroup {
  readonly unitAmount: number;
  readonly quantity: number;
}

export interface TaxItemInput {
  /** The item's total as it is charged (gross when includedInPrice, net otherwise). */
  readonly total: number;
  /** The same total broken into units, needed for UnitPriceLevel only. */
  readonly units: readonly UnitGroup[];
  readonly rate: TaxRate;
  readonly currency: CartCurrency;
  readonly roundingMode: RoundingMode;
  readonly calculationMode: TaxCalculationMode | undefined;
}

/**
 * The taxedPrice of a line item or of shipping.
 * - LineItemLevel (commercetools' default): the tax is computed once on the item's total
 *   ("the taxes after the unit price is multiplied with the quantity").
 * - UnitPriceLevel: computed on each unit price, then multiplied by the quantity.
 * With includedInPrice the net is what is rounded (net = round(gross / (1 + rate)), tax = gross −
 * net; commercetools' default "taxRoundingTarget: Net"); otherwise gross = round(net * (1 + rate)).
 * totalTax is always gross − net ("Automatically calculated as the difference", TaxedItemPrice doc).
 */
export function taxItem(input: TaxItemInput): TaxedItemPrice {
  const rate = rateFraction(input.rate.amount);
  const convert = (amount: number) => input.rate.includedInPrice
    ? netFromGross(amount, rate, input.roundingMode)
    : grossFromNet(amount, rate, input.roundingMode);
  const converted = input.calculationMode === 'UnitPriceLevel'
    ? input.units.reduce((total, group) => total + convert(group.unitAmount) * group.quantity, 0)
    : convert(input.total);
  const [net, gross] = input.rate.includedInPrice ? [converted, input.total] : [input.total, converted];
  const tax = gross - net;
  return {
    totalNet: centMoney(net, input.currency),
    totalGross: centMoney(gross, input.currency),
    totalTax: centMoney(tax, input.currency),
    taxPortions: taxPortions(input.rate, net, tax, input.currency, input.roundingMode),
  };
}

/**
 * One portion per rate, or one per sub-rate when the rate has sub-rates ("These subrates are used
 * to calculate the taxPortions", TaxRate doc). Each sub-rate portion is round(net * subRate); the
 * last one takes what is left so the portions always add up to the item's tax. A rate of 0 still
 * yields its (zero) portion: the portion documents which rate was applied.
 */
function taxPortions(rate: TaxRate, net: number, tax: number, currency: CartCurrency, mode: RoundingMode): TaxPortion[] {
  const subRates = rate.subRates ?? [];
  if (subRates.length === 0) return [{ name: rate.name, rate: rate.amount, amount: centMoney(tax, currency) }];
  let remaining = tax;
  return subRates.map((subRate, index) => {
    const fraction = rateFraction(subRate.amount);
    const amount = index === subRates.length - 1 ? remaining : scale(net, fraction.numerator, fraction.denominator, mode);
    remaining -= amount;
    return { name: subRate.name, rate: subRate.amount, amount: centMoney(amount, currency) };
  });
}

/** Rates equal as their text is: 0 and -0 alike, NaN like NaN. */
const sameRate = (a: number, b: number): boolean => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * The cart's taxedPrice: the sums of its items' net, gross and tax, and their portions accumulated
 * by (name, rate) ("Tax portions from Line Items with the same rate and name are accumulated to
 * the same tax portion", TaxPortion doc), in the order the portions first appear.
 */
export function sumTaxedPrices(items: readonly TaxedItemPrice[], currency: CartCurrency): TaxedPrice {
  // A cart has a portion per line but only a rate or two: a list searched by name and rate
  // accumulates them without making a key string for each.
  const portions: { name?: string; rate: number; amount: number }[] = [];
  let net = 0;
  let gross = 0;
  for (const item of items) {
    net += item.totalNet.centAmount;
    gross += item.totalGross.centAmount;
    for (const portion of item.taxPortions) {
      // A missing name accumulates with an empty one, as before with the key `${name ?? ''}`.
      const name = portion.name ?? '';
      const existing = portions.find((candidate) => (candidate.name ?? '') === name && sameRate(candidate.rate, portion.rate));
      if (existing) existing.amount += portion.amount.centAmount;
      else portions.push({ ...(portion.name !== undefined ? { name: portion.name } : {}), rate: portion.rate, amount: portion.amount.centAmount });
    }
  }
  return {
    totalNet: centMoney(net, currency),
    totalGross: centMoney(gross, currency),
    totalTax: centMoney(gross - net, currency),
    taxPortions: portions.map((portion) => ({ ...portion, amount: centMoney(portion.amount, currency) })),
  };
}
