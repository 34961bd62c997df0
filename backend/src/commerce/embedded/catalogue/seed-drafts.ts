import type {
  CartDiscountDraft, CategoryDraft, ChannelDraft, DiscountCodeDraft, InventoryEntryDraft, ProductDiscountDraft,
  ProductDraft, ProductTypeDraft, ReviewDraft, ShippingMethodDraft, StoreDraft, TaxCategoryDraft, TypeDraft, ZoneDraft,
} from '@commercetools/platform-sdk';

/** The demo data as the seed generator produces it: SDK drafts referencing each other by key. */
export interface SeedDrafts {
  readonly types: readonly TypeDraft[];
  readonly channels: readonly ChannelDraft[];
  readonly taxCategories: readonly TaxCategoryDraft[];
  readonly zones: readonly ZoneDraft[];
  readonly productTypes: readonly ProductTypeDraft[];
  /** Parents before children. */
  readonly categories: readonly CategoryDraft[];
  readonly shippingMethods: readonly ShippingMethodDraft[];
  readonly products: readonly ProductDraft[];
  readonly productDiscounts: readonly ProductDiscountDraft[];
  readonly stores: readonly StoreDraft[];
  readonly cartDiscounts: readonly CartDiscountDraft[];
  readonly discountCodes: readonly DiscountCodeDraft[];
  readonly inventory: readonly InventoryEntryDraft[];
  readonly reviews: readonly ReviewDraft[];
}
