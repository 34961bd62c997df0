import type {
  CartDiscount, DiscountCode, ProductProjection, ProductVariant, ShippingMethod, TaxCategory, Zone,
} from '@commercetools/platform-sdk';

/** A variant with the product it belongs to (product-level attributes, tax category, product type). */
export interface CatalogueVariant {
  readonly product: ProductProjection;
  readonly variant: ProductVariant;
}

/**
 * Everything a cart recalculation reads besides the cart itself. The engine backs it with its
 * document store; tests back it with `inMemoryPricingCatalogue`. Reads only: pricing never writes.
 */
export interface PricingCatalogue {
  variant(productId: string, variantId: number): CatalogueVariant | undefined;
  taxCategory(id: string): TaxCategory | undefined;
  shippingMethods(): readonly ShippingMethod[];
  zones(): readonly Zone[];
  /** All cart discounts, including the ones that require a discount code. */
  cartDiscounts(): readonly CartDiscount[];
  discountCode(id: string): DiscountCode | undefined;
  /**
   * How often the code was already applied. commercetools counts an application when an order is
   * created from a cart holding the code (DiscountCode.maxApplications doc comment), so the engine
   * counts orders; with `customerId`, only that customer's orders (maxApplicationsPerCustomer).
   * Absent: no code was ever applied.
   */
  discountCodeApplications?(discountCodeId: string, customerId?: string): number;
  /** The key of a product type, for `productType.key = "…"` predicates. Absent: the reference's expanded obj. */
  productTypeKey?(productTypeId: string): string | undefined;
}

export interface PricingCatalogueData {
  readonly products?: readonly ProductProjection[];
  readonly taxCategories?: readonly TaxCategory[];
  readonly shippingMethods?: readonly ShippingMethod[];
  readonly zones?: readonly Zone[];
  readonly cartDiscounts?: readonly CartDiscount[];
  readonly discountCodes?: readonly DiscountCode[];
  /** Code id → applications so far; `codeId/customerId` → that customer's applications. */
  readonly discountCodeApplications?: Readonly<Record<string, number>>;
  /** Product type id → key. */
  readonly productTypeKeys?: Readonly<Record<string, string>>;
}

/** A catalogue over plain arrays: for tests, fixtures and small embedded setups. */
export function inMemoryPricingCatalogue(data: PricingCatalogueData): PricingCatalogue {
  const products = new Map((data.products ?? []).map((product) => [product.id, product]));
  const byId = <T extends { id: string }>(items: readonly T[] | undefined) => new Map((items ?? []).map((item) => [item.id, item]));
  const taxCategories = byId(data.taxCategories);
  const codes = byId(data.discountCodes);
  return {
    variant(productId, variantId) {
      const product = products.get(productId);
      const variant = product && [product.masterVariant, ...product.variants].find((candidate) => candidate.id === variantId);
      return product && variant ? { product, variant } : undefined;
    },
    taxCategory: (id) => taxCategories.get(id),
    shippingMethods: () => data.shippingMethods ?? [],
    zones: () => data.zones ?? [],
    cartDiscounts: () => data.cartDiscounts ?? [],
    discountCode: (id) => codes.get(id),
    discountCodeApplications: (id, customerId) =>
      data.discountCodeApplications?.[customerId === undefined ? id : `${id}/${customerId}`] ?? 0,
    productTypeKey: (id) => data.productTypeKeys?.[id],
  };
}
