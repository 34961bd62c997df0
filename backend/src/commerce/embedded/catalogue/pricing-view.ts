import type { PricingCatalogue } from '../pricing/index.js';
import type { CatalogueSnapshot } from './catalogue-snapshot.js';

/** How often a discount code was applied (orders placed with it), per customer when given. */
export type CodeApplications = (discountCodeId: string, customerId?: string) => number;

/** The pricing core's view of the engine's catalogue: the current snapshot, plus order counts. */
export function pricingView(snapshot: () => CatalogueSnapshot, applications: CodeApplications): PricingCatalogue {
  return {
    variant: (productId, variantId) => snapshot().publishedVariant(productId, variantId),
    taxCategory: (id) => snapshot().taxCategories.get(id),
    shippingMethods: () => snapshot().shippingMethods,
    zones: () => snapshot().zones,
    cartDiscounts: () => snapshot().cartDiscounts,
    discountCode: (id) => snapshot().discountCodes.get(id),
    discountCodeApplications: applications,
    productTypeKey: (id) => snapshot().productTypeKeys.get(id),
  };
}
