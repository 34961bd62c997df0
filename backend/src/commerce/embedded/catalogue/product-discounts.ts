import type { Price, Product, ProductDiscount, ProductVariant } from '@commercetools/platform-sdk';
import { divideRounded } from '@shop/domain';
import { compareSortOrderDescending, matchesLine } from '../pricing/index.js';
import { isWithinValidity, validityUnchangedAround } from '../pricing/validity.js';

function discountedValue(price: Price, discount: ProductDiscount): number | undefined {
  const { value } = discount;
  const cents = price.value.centAmount;
  if (value.type === 'relative') return cents - divideRounded(cents * value.permyriad, 10_000, 'HalfEven');
  if (value.type === 'absolute') {
    const off = value.money.find((money) => money.currencyCode === price.value.currencyCode);
    return off ? Math.max(0, cents - off.centAmount) : undefined;
  }
  return undefined; // external discounts are set by an integration, never computed here
}

/** The product discounts that take part at `now` (active, within their validity), highest sortOrder first. */
export function discountsAt(discounts: readonly ProductDiscount[], now: Date): ProductDiscount[] {
  return discounts
    .filter((discount) => discount.isActive && isWithinValidity(discount, now))
    .sort((a, b) => compareSortOrderDescending(a.sortOrder, b.sortOrder));
}

/**
 * The instants around `now` between which no active product discount starts or ends: prices
 * discounted at `now` hold for every instant in [from, until), and must be discounted again
 * outside it (catalogue-snapshot.ts).
 */
export function discountsUnchangedAround(discounts: readonly ProductDiscount[], now: Date): { from: number; until: number } {
  return validityUnchangedAround(discounts.filter((discount) => discount.isActive), now.getTime());
}

/**
 * commercetools applies at most one product discount per price: the matching active one with the
 * highest sortOrder; the result is the price's `discounted`, which carts and the storefront use
 * as the price (spec 1 §3: discount shown = standard price − price). `active` is what
 * `discountsAt` gives for the instant the prices are for.
 */
export function applyProductDiscounts(product: Product, active: readonly ProductDiscount[]): Product {
  if (active.length === 0) return product;
  const attributesOf = (variant: ProductVariant) => new Map((variant.attributes ?? []).map((a) => [a.name, a.value as unknown]));
  const discountVariant = (variant: ProductVariant): ProductVariant => ({
    ...variant,
    prices: (variant.prices ?? []).map((price) => {
      const subject = {
        quantity: 1, sku: variant.sku, productId: product.id, productKey: product.key, productTypeId: product.productType.id,
        variantId: variant.id, variantKey: variant.key, attributes: attributesOf(variant), price: price.value,
      };
      for (const discount of active) {
        if (!matchesLine(discount.predicate, subject)) continue;
        const cents = discountedValue(price, discount);
        if (cents === undefined) continue;
        return { ...price, discounted: { value: { ...price.value, centAmount: cents }, discount: { typeId: 'product-discount', id: discount.id } } };
      }
      return price;
    }),
  });
  const { current } = product.masterData;
  const data = { ...current, masterVariant: discountVariant(current.masterVariant), variants: current.variants.map(discountVariant) };
  return { ...product, masterData: { ...product.masterData, current: data } };
}

