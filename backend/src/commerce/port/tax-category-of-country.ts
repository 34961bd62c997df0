import type { ProductProjection, TaxCategory } from '@commercetools/platform-sdk';

/**
 * The product with its `taxCategory` reference expanded as commercetools expands it
 * (`{ typeId, id, obj }`), the category's `rates` narrowed to those of `country`: the product page
 * shows its market's VAT rate (spec 1 §5), and the rates of the other 24 countries would only
 * make every product answer larger. The product as it is when it names no tax category or
 * `category` is not the one it names (a category deleted since: commercetools then omits `obj`).
 */
export function withTaxCategoryOf(product: ProductProjection, category: TaxCategory | undefined, country: string): ProductProjection {
  const reference = product.taxCategory;
  if (!reference || category?.id !== reference.id) return product;
  return {
    ...product,
    taxCategory: { typeId: 'tax-category', id: reference.id, obj: { ...category, rates: category.rates.filter((rate) => rate.country === country) } },
  };
}
