import type { LineItem, Price, TaxRate } from '@commercetools/platform-sdk';
import type { RoundingMode } from '@shop/domain';
import type { CartCurrency } from './cent-money.js';
import type { UnitRun } from './unit-runs.js';

/**
 * Everything a line's derived fields (price, totals, discounts per quantity, tax) are computed
 * from besides the line itself: see finishLine in recalculate-cart.ts.
 */
export interface LineInputs {
  readonly price: Price;
  readonly externalTotal: number | undefined;
  /** The line's units after cart discounts. */
  readonly units: readonly UnitRun[];
  readonly taxRate: TaxRate | undefined;
  readonly currency: CartCurrency;
  readonly taxRounding: RoundingMode;
  readonly taxMode: string | undefined;
  readonly taxCalculationMode: string | undefined;
}

/**
 * Lines a recalculation found already up to date, with the inputs that made them so. A cart
 * update re-prices every line, and all but the changed one come out as they were; computing
 * their derived fields and comparing them field by field was most of the work. A line is a
 * shared value that is never mutated and its derived fields are a function of these inputs, so
 * when they are the same again the line is up to date again. Prices and tax rates are catalogue
 * objects, compared by identity; anything unlike falls back to the full computation.
 */
const settled = new WeakMap<LineItem, LineInputs>();

export function isSettled(line: LineItem, inputs: LineInputs): boolean {
  const known = settled.get(line);
  return known !== undefined && sameInputs(known, inputs);
}

export function settle(line: LineItem, inputs: LineInputs): void {
  settled.set(line, inputs);
}

function sameInputs(a: LineInputs, b: LineInputs): boolean {
  return a.price === b.price &&
    a.externalTotal === b.externalTotal &&
    a.taxRate === b.taxRate &&
    a.currency.currencyCode === b.currency.currencyCode &&
    a.currency.fractionDigits === b.currency.fractionDigits &&
    a.taxRounding === b.taxRounding &&
    a.taxMode === b.taxMode &&
    a.taxCalculationMode === b.taxCalculationMode &&
    sameUnits(a.units, b.units);
}

function sameUnits(a: readonly UnitRun[], b: readonly UnitRun[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) {
    const x = a[index]!;
    const y = b[index]!;
    if (x.price !== y.price || x.count !== y.count || x.portions.length !== y.portions.length) return false;
    for (let portion = 0; portion < x.portions.length; portion++) {
      if (x.portions[portion]!.discountId !== y.portions[portion]!.discountId || x.portions[portion]!.amount !== y.portions[portion]!.amount) return false;
    }
  }
  return true;
}
