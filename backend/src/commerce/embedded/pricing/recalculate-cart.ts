import type {
  Cart, CartDiscount, CustomLineItem, LineItem, Price, ShippingInfo, ShippingMethod, ShippingRate, TaxCategoryReference, TaxedItemPrice, TaxRate,
} from '@commercetools/platform-sdk';
import type { RoundingMode } from '@shop/domain';
import { sameJson } from '../same-json.js';
import { applyShippingDiscounts, eligibleCartDiscounts, runCartDiscounts, type DiscountLine } from './cart-discounts.js';
import { centMoney, centsOf, roundingModeOf, type CartCurrency } from './cent-money.js';
import { checkDiscountCode, finalCodeState, unlockedDiscountIds } from './discount-codes.js';
import type { DiscountPortion } from './line-totals.js';
import { cartSubject, lineSubject } from './predicate-subjects.js';
import { effectiveUnitValue } from './price-selection.js';
import type { CatalogueVariant, PricingCatalogue } from './pricing-catalogue.js';
import { PricingError } from './pricing-error.js';
import type { CartSubject } from './predicates/evaluate.js';
import { selectRememberedPrice } from './remembered-price-selection.js';
import { isSettled, settle, type LineInputs } from './settled-lines.js';
import { matchingRate, shippingMethodState, shippingPrice } from './shipping.js';
import { sumTaxedPrices, taxItem, taxRateForAddress, type UnitGroup } from './tax.js';
import { groupRuns, runsTotal, unitRunsOf, type UnitRun } from './unit-runs.js';

/*
 * recalculateCart: every derived field of a cart from its inputs, the way commercetools computes
 * it after each update action. Inputs read from the cart: lineItems (productId, variant.id,
 * quantity, priceMode, distributionChannel, and for ExternalPrice/ExternalTotal the given
 * price/totalPrice, for External tax mode the given taxRate), country (price selection),
 * customerGroup, shippingAddress (tax rates, shipping zone), shippingRateInput (classification tiers), totalPrice.currencyCode/fractionDigits
 * (the cart currency), taxMode, taxCalculationMode, price/taxRoundingMode, shippingInfo
 * (shippingMethod reference, or a custom shipping rate), discountCodes, store, customerId;
 * customLineItems (money, quantity, taxCategory, and for External tax mode the given taxRate).
 *
 * Order of work, which is the order of dependence:
 *  1. line prices (price selection), line totals before cart discounts; custom line item totals;
 *  2. cart predicates (discounts, codes, shipping method) on that undiscounted cart;
 *  3. cart discounts on line items, in sortOrder;
 *  4. shipping price from the discounted line total (freeAbove), then shipping discounts;
 *  5. taxes per line item and for shipping, then the cart sums.
 * Pure: the input cart is not modified and nothing is read besides the catalogue and `now`.
 */

interface PricedLine extends DiscountLine {
  readonly line: LineItem;
  readonly found: CatalogueVariant | undefined;
  readonly price: Price;
  /** ExternalTotal: the given total; otherwise computed from the units after discounts. */
  readonly externalTotal: number | undefined;
}

interface Context {
  readonly cart: Cart;
  readonly catalogue: PricingCatalogue;
  readonly now: Date;
  readonly currency: CartCurrency;
  readonly priceRounding: RoundingMode;
  readonly taxRounding: RoundingMode;
}

export function recalculateCart(cart: Cart, catalogue: PricingCatalogue, now: Date): Cart {
  const context: Context = {
    cart, catalogue, now,
    currency: { currencyCode: cart.totalPrice.currencyCode, fractionDigits: cart.totalPrice.fractionDigits },
    priceRounding: roundingModeOf(cart.priceRoundingMode),
    taxRounding: roundingModeOf(cart.taxRoundingMode),
  };
  const { currency } = context;

  const priced = cart.lineItems.map((line) => priceLine(line, context));
  const customLineItems = cart.customLineItems.map((item) => finishCustomLine(item, context));
  const subject = cartSubject({ ...cart, customLineItems }, priced.map((line) => line.subject), currency);

  const allDiscounts = catalogue.cartDiscounts();
  const checks = cart.discountCodes.map((info) => checkDiscountCode(info, allDiscounts, subject, catalogue, now));
  const eligible = eligibleCartDiscounts({ discounts: allDiscounts, cart: subject, now, unlockedByCodes: unlockedDiscountIds(checks) });
  const shipping = resolveShipping(context, subject);
  const run = runCartDiscounts({
    discounts: eligible, lines: priced, hasShipping: shipping?.rate !== undefined, currency, roundingMode: context.priceRounding,
  });

  const lineItems = priced.map((line) => finishLine(line, context));
  // freeAbove and CartValue tiers compare with the (custom) line items' total: a custom line item
  // (the COD fee) counts toward free shipping as on the platform (see shippingPrice).
  const itemsTotal = [...lineItems, ...customLineItems].reduce((total, item) => total + item.totalPrice.centAmount, 0);
  const shippingInfo = shipping && finishShipping(shipping, itemsTotal, run.shippingDiscounts, context);
  const shippingTotal = shippingInfo ? (shippingInfo.discountedPrice?.value ?? shippingInfo.price).centAmount : 0;
  const taxedPrice = cartTaxedPrice(lineItems, customLineItems, shippingInfo, context);

  // Derived fields are rebuilt from scratch: drop the stale ones first.
  const {
    taxedPrice: _taxedPrice, taxedShippingPrice: _taxedShippingPrice, shippingInfo: _shippingInfo,
    totalLineItemQuantity: _quantity, discountOnTotalPrice: _discountOnTotalPrice, ...rest
  } = cart;
  const quantity = lineItems.reduce((total, line) => total + line.quantity, 0);
  return {
    ...rest,
    lineItems,
    customLineItems,
    ...(lineItems.length > 0 ? { totalLineItemQuantity: quantity } : {}),
    totalPrice: centMoney(itemsTotal + shippingTotal, currency),
    ...(taxedPrice ? { taxedPrice } : {}),
    ...(shippingInfo?.taxedPrice ? { taxedShippingPrice: shippingInfo.taxedPrice } : {}),
    ...(shippingInfo ? { shippingInfo } : {}),
    discountCodes: checks.map((check) => ({ ...check.info, state: finalCodeState(check, run) })),
  };
}

function priceLine(line: LineItem, { cart, catalogue, now, currency, priceRounding }: Context): PricedLine {
  const found = catalogue.variant(line.productId, line.variant.id);
  const external = line.priceMode === 'ExternalPrice' || line.priceMode === 'ExternalTotal';
  const price = external ? line.price : selectLinePrice(line, found, cart, currency, now);
  const unit = centsOf(effectiveUnitValue(price, line.quantity), currency, priceRounding);
  const externalTotal = line.priceMode === 'ExternalTotal' ? line.totalPrice.centAmount : undefined;
  return {
    line, found, price, externalTotal,
    units: externalTotal === undefined ? unitRunsOf(unit, line.quantity) : [],
    discountable: externalTotal === undefined,
    subject: lineSubject(line, found, { unit, total: externalTotal ?? unit * line.quantity }, currency, catalogue),
  };
}

/** Platform price mode: the catalogue's current prices (the line's snapshot if the product is gone). */
function selectLinePrice(line: LineItem, found: CatalogueVariant | undefined, cart: Cart, currency: CartCurrency, now: Date): Price {
  const scope = {
    currency: currency.currencyCode, country: cart.country, customerGroupId: cart.customerGroup?.id,
    channelId: line.distributionChannel?.id, now,
  };
  const price = selectRememberedPrice(found?.variant.prices ?? line.variant.prices, scope);
  if (!price) {
    throw new PricingError('MatchingPriceNotFound',
      `The variant '${line.variant.id}' of product '${line.productId}' does not contain a price for currency '${scope.currency}', ` +
      `country '${scope.country ?? ''}', customer group '${scope.customerGroupId ?? ''}', channel '${scope.channelId ?? ''}'.`,
      {
        productId: line.productId, variantId: line.variant.id, currency: scope.currency,
        ...(scope.country ? { country: scope.country } : {}),
        ...(cart.customerGroup ? { customerGroup: cart.customerGroup } : {}),
        ...(line.distributionChannel ? { channel: line.distributionChannel } : {}),
      });
  }
  return price;
}

const missingTaxRate = (categoryId: string | undefined, country: string, state: string | undefined): PricingError =>
  new PricingError('MissingTaxRateForCountry',
    categoryId === undefined
      ? `No tax category is set, so no tax rate applies for country '${country}'.`
      : `Tax category '${categoryId}' is missing a tax rate for country '${country}'${state ? ` and state '${state}'` : ''}.`,
    { ...(categoryId !== undefined ? { taxCategoryId: categoryId } : {}), country, ...(state ? { state } : {}) });

/**
 * The rate for an item. Platform: from the tax category, for the shipping address (none without
 * one: "the taxRate of Line Items is set automatically once a shipping address is set"). External
 * and ExternalAmount: the rate the caller set (setLineItemTaxRate / setShippingMethodTaxRate).
 * Disabled: none.
 */
function itemTaxRate(
  given: TaxRate | undefined, category: TaxCategoryReference | undefined, { cart, catalogue }: Context, productGone = false,
): TaxRate | undefined {
  if (cart.taxMode === 'External' || cart.taxMode === 'ExternalAmount') return given;
  if (cart.taxMode !== 'Platform' || !cart.shippingAddress?.country) return undefined;
  const { country, state } = cart.shippingAddress;
  // A line whose product was deleted has no tax category left; it keeps the rate it was given for this address.
  if (productGone && given?.country === country && given.state === state) return given;
  const taxCategory = category && catalogue.taxCategory(category.id);
  const rate = taxCategory && taxRateForAddress(taxCategory, country, state);
  if (!rate) throw missingTaxRate(category?.id, country, state);
  return rate;
}

/** Units grouped by price, for UnitPriceLevel taxes. */
const unitGroups = (runs: readonly UnitRun[]): UnitGroup[] => {
  const groups = new Map<number, number>();
  for (const run of runs) groups.set(run.price, (groups.get(run.price) ?? 0) + run.count);
  return [...groups].map(([unitAmount, quantity]) => ({ unitAmount, quantity }));
};

function itemTaxedPrice(rate: TaxRate | undefined, total: number, units: readonly UnitGroup[], context: Context): TaxedItemPrice | undefined {
  if (!rate) return undefined;
  return taxItem({
    total, units, rate, currency: context.currency, roundingMode: context.taxRounding, calculationMode: context.cart.taxCalculationMode,
  });
}

function finishLine(priced: PricedLine, context: Context): LineItem {
  const { line } = priced;
  const total = priced.externalTotal ?? runsTotal(priced.units);
  const taxRate = itemTaxRate(line.taxRate, priced.found?.product.taxCategory, context, priced.found === undefined);
  const inputs: LineInputs = {
    price: priced.price, externalTotal: priced.externalTotal, units: priced.units, taxRate,
    currency: context.currency, taxRounding: context.taxRounding,
    taxMode: context.cart.taxMode, taxCalculationMode: context.cart.taxCalculationMode,
  };
  if (isSettled(line, inputs)) return line;
  const taxedPrice = context.cart.taxMode === 'ExternalAmount'
    ? line.taxedPrice
    : itemTaxedPrice(taxRate, total, priced.externalTotal === undefined ? unitGroups(priced.units) : [{ unitAmount: total, quantity: 1 }], context);
  const derived = {
    price: priced.price,
    totalPrice: centMoney(total, context.currency),
    discountedPricePerQuantity: groupRuns(priced.units, context.currency),
    taxRate,
    taxedPrice,
    perMethodTaxRate: line.perMethodTaxRate ?? [],
    taxedPricePortions: line.taxedPricePortions ?? [],
  } satisfies Partial<LineItem>;
  // A line the recalculation leaves as it was stays the very same object, so whoever compares or
  // writes the cart next (the version check, the stored form of each line) can tell at a glance.
  // Every other field is copied from the line, so the derived ones decide.
  if (Object.entries(derived).every(([key, value]) => sameJson(value, line[key as keyof LineItem]))) {
    settle(line, inputs);
    return line;
  }
  const { taxRate: _taxRate, taxedPrice: _taxedPrice, ...rest } = line;
  const finished: LineItem = {
    ...rest,
    price: derived.price,
    totalPrice: derived.totalPrice,
    discountedPricePerQuantity: derived.discountedPricePerQuantity,
    ...(taxRate ? { taxRate } : {}),
    ...(taxedPrice ? { taxedPrice } : {}),
    perMethodTaxRate: derived.perMethodTaxRate,
    taxedPricePortions: derived.taxedPricePortions,
  };
  // Its derived fields are what these inputs give, and the fields they are computed from besides
  // the inputs (tax rate and taxed price when given from outside, the per-method lists) are now
  // the derived ones: recalculated with the same inputs, it would come out as it is.
  settle(finished, inputs);
  return finished;
}

/**
 * A custom line item: its money times its quantity, taxed like a line item with its tax
 * category's rate for the shipping address (Platform) or the rate given (External). Cart
 * discounts never reach it: on the platform only the customLineItems, multiBuyCustomLineItems
 * and pattern targets discount custom line items, and the engine refuses those targets when a
 * discount is created (validateCartDiscount); lineItems and shipping targets leave them alone.
 */
function finishCustomLine(item: CustomLineItem, context: Context): CustomLineItem {
  const unit = centsOf(item.money, context.currency, context.priceRounding);
  const total = unit * item.quantity;
  const taxRate = itemTaxRate(item.taxRate, item.taxCategory, context);
  const taxedPrice = context.cart.taxMode === 'ExternalAmount'
    ? item.taxedPrice
    : itemTaxedPrice(taxRate, total, [{ unitAmount: unit, quantity: item.quantity }], context);
  const { taxRate: _taxRate, taxedPrice: _taxedPrice, ...rest } = item;
  return {
    ...rest,
    totalPrice: centMoney(total, context.currency),
    discountedPricePerQuantity: [],
    ...(taxRate ? { taxRate } : {}),
    ...(taxedPrice ? { taxedPrice } : {}),
  };
}

interface ResolvedShipping {
  readonly info: ShippingInfo;
  readonly method: ShippingMethod | undefined;
  /** Undefined when the method has no rate for the address and currency. */
  readonly rate: ShippingRate | undefined;
  readonly state: ShippingInfo['shippingMethodState'];
  readonly taxCategory: TaxCategoryReference | undefined;
}

/**
 * The cart's shipping method and rate. A method that no longer exists is dropped with its
 * shippingInfo. A method without a rate for the address/currency stays, priced 0 and marked
 * DoesNotMatchCart, so the shop resets it to a matching method (spec §4: "if … its state is
 * 'does not match cart', it is reset"). A custom shipping method (no reference) keeps its rate.
 */
function resolveShipping({ cart, catalogue, currency }: Context, subject: CartSubject): ResolvedShipping | undefined {
  const info = cart.shippingInfo;
  if (!info) return undefined;
  if (!info.shippingMethod) {
    return { info, method: undefined, rate: info.shippingRate, state: 'MatchesCart', taxCategory: info.taxCategory };
  }
  const methodId = info.shippingMethod.id;
  const method = catalogue.shippingMethods().find((candidate) => candidate.id === methodId);
  if (!method) return undefined;
  const matched = matchingRate(method, catalogue.zones(), cart.shippingAddress, currency.currencyCode);
  return {
    info, method, rate: matched?.rate,
    state: matched ? shippingMethodState(method, subject) : 'DoesNotMatchCart',
    taxCategory: method.taxCategory,
  };
}

function finishShipping(shipping: ResolvedShipping, itemsTotal: number, discounts: readonly CartDiscount[], context: Context): ShippingInfo {
  const { currency, priceRounding } = context;
  const base = shipping.rate ? shippingPrice(shipping.rate, itemsTotal, currency, priceRounding, context.cart.shippingRateInput) : 0;
  const discounted = applyShippingDiscounts(base, discounts, currency, priceRounding);
  const taxRate = itemTaxRate(shipping.info.taxRate, shipping.taxCategory, context);
  const taxedPrice = context.cart.taxMode === 'ExternalAmount'
    ? shipping.info.taxedPrice
    : itemTaxedPrice(taxRate, discounted.price, [{ unitAmount: discounted.price, quantity: 1 }], context);
  const { taxRate: _taxRate, taxedPrice: _taxedPrice, discountedPrice: _discountedPrice, ...rest } = shipping.info;
  return {
    ...rest,
    shippingMethodName: shipping.method?.name ?? shipping.info.shippingMethodName,
    price: centMoney(base, currency),
    shippingRate: shipping.rate ?? { price: centMoney(0, currency), tiers: [] },
    ...(shipping.taxCategory ? { taxCategory: shipping.taxCategory } : {}),
    ...(taxRate ? { taxRate } : {}),
    ...(taxedPrice ? { taxedPrice } : {}),
    ...(discounted.portions.length > 0 ? { discountedPrice: discountedShipping(discounted.price, discounted.portions, currency) } : {}),
    shippingMethodState: shipping.state,
    ...(shipping.method ? { shippingMethod: { typeId: 'shipping-method' as const, id: shipping.method.id } } : {}),
  };
}

const discountedShipping = (price: number, portions: readonly DiscountPortion[], currency: CartCurrency) => ({
  value: centMoney(price, currency),
  includedDiscounts: portions.map((portion) => ({
    discount: { typeId: 'cart-discount' as const, id: portion.discountId },
    discountedAmount: centMoney(portion.amount, currency),
  })),
});

/**
 * taxedPrice of the cart: only with a shipping address, and only when every line item, custom
 * line item and the shipping method carry a taxed price — as on commercetools, where it is set
 * once the shipping address and all (external) tax rates are set. Disabled tax mode: never.
 */
function cartTaxedPrice(
  lineItems: readonly LineItem[], customLineItems: readonly CustomLineItem[], shippingInfo: ShippingInfo | undefined, { cart, currency }: Context,
) {
  if (cart.taxMode === 'Disabled' || !cart.shippingAddress?.country) return undefined;
  const items = [
    ...lineItems.map((line) => line.taxedPrice),
    ...customLineItems.map((item) => item.taxedPrice),
    ...(shippingInfo ? [shippingInfo.taxedPrice] : []),
  ];
  if (items.some((item) => item === undefined)) return undefined;
  return sumTaxedPrices(items as TaxedItemPrice[], currency);
}
