import type {
  CartDiscount, Category, InventoryEntry, ProductProjection, Review, ReviewDraft, ShippingMethod, Store,
} from '@commercetools/platform-sdk';
import type { Page, PagedResult, PriceContext } from './price-context.js';
import type { ProductChanges } from './product-changes.js';

/** Read side of the catalogue. Only published products; prices selected for the context. */
export interface CataloguePort {
  /**
   * One product (the product page), as commercetools answers with `expand=taxCategory`:
   * `taxCategory.obj` is the TaxCategory, its `rates` only those of the context's country
   * (tax-category-of-country.ts). The product reads of lists below leave it a reference.
   */
  productById(id: string, context: PriceContext): Promise<ProductProjection | undefined>;
  /** One product by its slug in one of the context's languages; `taxCategory` expanded as productById's. */
  productBySlug(slug: string, context: PriceContext): Promise<ProductProjection | undefined>;
  productsBySkus(skus: readonly string[], context: PriceContext): Promise<ProductProjection[]>;
  productsByCategory(categoryIds: readonly string[], page: Page, context: PriceContext): Promise<PagedResult<ProductProjection>>;
  /** Products sharing the `family` attribute (comparison), optionally only B-ware or non-B-ware. */
  productsByFamily(family: string, options: { isBware?: boolean; excludeSku?: string; limit: number }, context: PriceContext): Promise<ProductProjection[]>;
  /** Every published product, in pages: search indexing and listings. */
  allProducts(page: Page, context: PriceContext): Promise<PagedResult<ProductProjection>>;

  categoryById(id: string): Promise<Category | undefined>;
  categoryBySlug(slug: string, language: string): Promise<Category | undefined>;
  categoryByKey(key: string): Promise<Category | undefined>;
  /** Ordered by orderHint ascending. */
  categoryChildren(parentId: string | undefined): Promise<Category[]>;
  categoryAncestors(id: string): Promise<Category[]>;

  stores(filter: { keys?: readonly string[]; ids?: readonly string[] }): Promise<Store[]>;
  shippingMethods(): Promise<ShippingMethod[]>;
  /** Shipping methods with the cart's zone rate marked isMatching (commercetools' matching/cart). */
  shippingMethodsForCart(cartId: string, storeKey?: string): Promise<ShippingMethod[]>;
  /** Volume discounts: active cart discounts of a volumeDiscountGroup, sortOrder ascending. */
  cartDiscountsByGroup(group: string): Promise<CartDiscount[]>;
  reviewsOfProduct(productId: string, page: Page): Promise<PagedResult<Review>>;
  /** The reviews one customer wrote (the review's `customer` reference), newest first. */
  reviewsOfCustomer(customerId: string, page: Page): Promise<PagedResult<Review>>;
  /**
   * A new review (commercetools' ReviewDraft: target product and customer by id or key, rating,
   * texts, locale, key). Counted in the product's reviewRatingStatistics when it has a rating.
   * Unknown target or customer → 400 ReferencedResourceNotFound; taken key → 400 DuplicateField.
   */
  createReview(draft: ReviewDraft): Promise<Review>;
  inventoryBySkus(skus: readonly string[]): Promise<InventoryEntry[]>;
  /**
   * The products and stock written by anyone since `mark` (a mark an earlier call returned);
   * without a mark, only the mark of now. Read what depends on the catalogue after taking the first
   * mark, so that a write in between is reported rather than missed.
   */
  productChanges(mark: string | undefined): Promise<ProductChanges>;
}
