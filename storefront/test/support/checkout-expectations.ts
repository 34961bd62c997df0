import {
  add,
  codEligibility,
  bankTransferEligibility,
  divideRounded,
  money,
  multiply,
  percentageOfPermyriad,
  shippingCost,
  subtract,
  sum,
  vatRatePercent,
  zero,
  type CountryCode,
  type CurrencyCode,
  type Money,
  type PaymentCart,
  type PaymentEligibility,
} from '@shop/domain';

// What a checkout must show, worked out from the shop's rules in `@shop/domain` and the backend's
// own data (prices, tax rates, store fees), never from the storefront's code. The one rule domain
// does not hold is the platform's: VAT included in a gross price, per line, half to even — that is
// the tax engine's job (commercetools, or the embedded engine that copies it), so the specs carry
// their own independent reading of it here (`includedTax`) to check the engine and the page with.

/** One line of a planned cart, as the backend's catalogue describes it. */
export interface PlannedLine {
  readonly sku: string;
  readonly name: string;
  /** The price of one unit in the market (the product discount included), before cart discounts. */
  readonly unitPrice: Money;
  readonly quantity: number;
  /** The line's product type key: standard_product, accessory or extra_guarantee. */
  readonly productTypeKey: string;
  readonly isPackageTypeFreight: boolean;
  /** Cart discounts that reach this line, in the order the platform applies them (highest sortOrder first), permyriad. */
  readonly discountsPermyriad?: readonly number[];
}

/** A VAT rate as the tax category holds it (0.23) and the share of a gross amount it makes. */
export interface ExpectedTax {
  readonly rate: number;
  /** The rate as the shopper reads it: 23 (domain's vatRatePercent). */
  readonly percent: number;
  readonly amount: Money;
}

export interface ExpectedTotals {
  /** Goods before cart discounts. */
  readonly goods: Money;
  /** What the cart discounts (codes, volume tiers) take off the goods; zero when none. */
  readonly discount: Money;
  /** Goods after cart discounts: what the free-shipping threshold is held against. */
  readonly subtotal: Money;
  readonly shipping: Money;
  /** The COD fee line, when the shopper pays cash on delivery. */
  readonly codFee: Money;
  readonly tax: ExpectedTax;
  readonly total: Money;
}

/**
 * The VAT inside a gross amount at `rate` (0.23): gross − net, the net rounded half to even, as
 * the platform taxes a line whose price includes tax (taxCalculationMode LineItemLevel).
 */
export function includedTax(gross: Money, rate: number): Money {
  const permyriad = Math.round(rate * 10_000);
  if (!Number.isInteger(permyriad) || permyriad < 0) throw new RangeError(`not a tax rate: ${rate}`);
  const net = divideRounded(gross.centAmount * 10_000, 10_000 + permyriad, 'HalfEven');
  return money(gross.centAmount - net, gross.currencyCode, gross.fractionDigits);
}

/** A unit's price after the cart discounts that reach it: each relative discount rounded per unit, in turn. */
export function discountedUnitPrice(line: PlannedLine): Money {
  return (line.discountsPermyriad ?? []).reduce((unit, permyriad) => subtract(unit, percentageOfPermyriad(unit, permyriad, 'HalfEven')), line.unitPrice);
}

export const lineTotal = (line: PlannedLine): Money => multiply(discountedUnitPrice(line), line.quantity);

const hasFreight = (lines: readonly PlannedLine[]): boolean => lines.some((line) => line.isPackageTypeFreight);

export interface TotalsInput {
  readonly country: CountryCode;
  readonly currency: CurrencyCode;
  readonly lines: readonly PlannedLine[];
  /** The market's VAT rate (every product, shipping method and fee line of the demo is taxed at it). */
  readonly taxRate: number;
  /** The store's COD fee (domain's codFeeInCurrency already applied); omit when not paying COD. */
  readonly codFee?: Money;
}

/** The cart's totals as domain's rules make them: discounts, shipping (free at the threshold), COD fee, VAT. */
export function expectedTotals({ country, currency, lines, taxRate, codFee = zero(currency) }: TotalsInput): ExpectedTotals {
  const goods = sum(lines.map((line) => multiply(line.unitPrice, line.quantity)), currency);
  const lineTotals = lines.map(lineTotal);
  const subtotal = sum(lineTotals, currency);
  const shipping = shippingCost({ country, subtotal, hasFreightItem: hasFreight(lines) });
  const taxed = [...lineTotals, shipping, codFee];
  const tax = sum(taxed.map((gross) => includedTax(gross, taxRate)), currency);
  return {
    goods,
    discount: subtract(goods, subtotal),
    subtotal,
    shipping,
    codFee,
    tax: { rate: taxRate, percent: vatRatePercent(taxRate), amount: tax },
    total: add(add(subtotal, shipping), codFee),
  };
}

/** The cart as domain's payment rules read it: goods and shipping gross, the lines, the fee COD would add. */
export function paymentCartOf(input: TotalsInput, storeCodFee: Money): PaymentCart {
  const totals = expectedTotals({ ...input, codFee: undefined });
  return {
    totalGross: add(totals.subtotal, totals.shipping),
    lines: input.lines.map((line) => ({
      productTypeKey: line.productTypeKey,
      sku: line.sku,
      quantity: line.quantity,
      isPackageTypeFreight: line.isPackageTypeFreight,
    })),
    codFee: storeCodFee,
  };
}

export interface ExpectedPayments {
  readonly cod: PaymentEligibility;
  readonly bankTransfer: PaymentEligibility;
}

export const expectedPayments = (input: TotalsInput, storeCodFee: Money): ExpectedPayments => {
  const cart = paymentCartOf(input, storeCodFee);
  return { cod: codEligibility(cart, input.country), bankTransfer: bankTransferEligibility(cart, input.country) };
};
