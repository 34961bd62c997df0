import type { Price, Product, ProductDiscount, ProductVariant } from '@commercetools/platform-sdk';
import { divideRounded } from '@shop/domain';
import { compareSortOrderDescending, matchesLine } from '../pricing/index.js';

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

/**
 * commercetools applies at most one product discount per price: the matching active one with the
 * highest sortOrder; the result is the price's `discounted`, which carts and the storefront use
 * as the price (spec 1 §3: discount shown = standard price − price). Validity windows are checked
 * when the snapshot is built.
 */
export function applyProductDiscounts(product: Product, discounts: readonly ProductDiscount[], now: string): Product {
  const active = discounts
    .filter((d) => d.isActive && (!d.validFrom || d.validFrom <= now) && (!d.validUntil || now < d.validUntil))
    .sort((a, b) => compareSortOrderDescending(a.sortOrder, b.sortOrder));
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

