import type {
  Cart, CartDiscount, Category, InventoryEntry, Product, ProductProjection, Review, ReviewDraft, ShippingMethod, Store,
} from '@commercetools/platform-sdk';
import { compareSortOrder } from '@shop/domain';
import type { CataloguePort } from '../../port/catalogue-port.js';
import type { Page, PagedResult, PriceContext } from '../../port/price-context.js';
import { withTaxCategoryOf } from '../../port/tax-category-of-country.js';
import type { DocumentStore } from '../store/document-store.js';
import type { CatalogueSnapshot } from './catalogue-snapshot.js';
import type { EmbeddedInventory } from '../inventory/embedded-inventory.js';
import { EmbeddedReviews } from './embedded-reviews.js';
import type { ProductChangeLog } from './product-change-log.js';
import type { ProductChanges } from '../../port/product-changes.js';
import { projectProduct, type SelectPrice } from './project-product.js';
import { RESOURCE } from './resource-types.js';

/** Marks the zone rates and predicate state of each method for a cart (commercetools "matching cart"). */
export type MatchShippingMethods = (cart: Cart) => ShippingMethod[];

const paged = <T>(all: readonly T[], page: Page): PagedResult<T> => {
  const results = all.slice(page.offset, page.offset + page.limit);
  return { limit: page.limit, offset: page.offset, count: results.length, total: all.length, results };
};

const byOrderHint = (a: Category, b: Category): number => compareSortOrder(a.orderHint, b.orderHint);

/** The catalogue of the embedded engine: reads of published products only, and reviews. */
export class EmbeddedCatalogue implements CataloguePort {
  private readonly reviews: EmbeddedReviews;

  constructor(
    private readonly store: DocumentStore,
    private readonly snapshot: () => CatalogueSnapshot,
    private readonly inventory: EmbeddedInventory,
    private readonly selectPrice: SelectPrice,
    private readonly matchShippingMethods: MatchShippingMethods,
    private readonly changeLog: ProductChangeLog,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.reviews = new EmbeddedReviews(store, clock);
  }

  private published(products: Iterable<Product | undefined>, context: PriceContext): ProductProjection[] {
    const snapshot = this.snapshot();
    const now = this.clock();
    const stockOf = (sku: string) => this.inventory.bySku(sku);
    const result: ProductProjection[] = [];
    for (const product of products) {
      const projection = product?.masterData.published ? snapshot.projection(product.id) : undefined;
      if (projection) result.push(projectProduct(projection, stockOf, context, this.selectPrice, now));
    }
    return result;
  }

  /** One product for the product page: its tax category expanded with the rates of the context's country (catalogue-port.ts). */
  private single(product: ProductProjection | undefined, context: PriceContext): ProductProjection | undefined {
    const id = product?.taxCategory?.id;
    return product && withTaxCategoryOf(product, id === undefined ? undefined : this.snapshot().taxCategories.get(id), context.country);
  }

  async productById(id: string, context: PriceContext): Promise<ProductProjection | undefined> {
    return this.single(this.published([this.snapshot().products.get(id)], context)[0], context);
  }

  async productBySlug(slug: string, context: PriceContext): Promise<ProductProjection | undefined> {
    const ids = context.languages.flatMap((language) => this.store.findIds(RESOURCE.product, `slug.${language}`, slug));
    const products = this.snapshot().products;
    return this.single(this.published(ids.map((id) => products.get(id)), context)[0], context);
  }

  async productsBySkus(skus: readonly string[], context: PriceContext): Promise<ProductProjection[]> {
    const snapshot = this.snapshot();
    const ids = [...new Set(skus.map((sku) => snapshot.productIdBySku.get(sku)).filter((id): id is string => id !== undefined))];
    return this.published(ids.map((id) => snapshot.products.get(id)), context);
  }

  async productsByCategory(categoryIds: readonly string[], page: Page, context: PriceContext): Promise<PagedResult<ProductProjection>> {
    const ids = [...new Set(categoryIds.flatMap((categoryId) => this.store.findIds(RESOURCE.product, 'category', categoryId)))];
    const products = this.snapshot().products;
    const publishedIds = ids.filter((id) => products.get(id)?.masterData.published);
    const pageIds = paged(publishedIds, page);
    return { ...pageIds, results: this.published(pageIds.results.map((id) => products.get(id)), context) };
  }

  async productsByFamily(
    family: string, options: { isBware?: boolean; excludeSku?: string; limit: number }, context: PriceContext,
  ): Promise<ProductProjection[]> {
    const products = this.snapshot().products;
    const candidates = this.store.findIds(RESOURCE.product, 'family', family).map((id) => products.get(id)).filter((product) => {
      const master = product?.masterData.current.masterVariant;
      if (!master || master.sku === options.excludeSku) return false;
      const isBware = master.attributes?.find((attribute) => attribute.name === 'isBware')?.value === true;
      return options.isBware === undefined || isBware === options.isBware;
    });
    return this.published(candidates, context).slice(0, options.limit);
  }

  async allProducts(page: Page, context: PriceContext): Promise<PagedResult<ProductProjection>> {
    const published = [...this.snapshot().products.values()].filter((product) => product.masterData.published);
    const slice = paged(published, page);
    return { ...slice, results: this.published(slice.results, context) };
  }

  async categoryById(id: string): Promise<Category | undefined> {
    return this.snapshot().categories.get(id);
  }

  async categoryBySlug(slug: string, language: string): Promise<Category | undefined> {
    const [id] = this.store.findIds(RESOURCE.category, `slug.${language}`, slug);
    return id === undefined ? undefined : this.snapshot().categories.get(id);
  }

  async categoryByKey(key: string): Promise<Category | undefined> {
    return [...this.snapshot().categories.values()].find((category) => category.key === key);
  }

  async categoryChildren(parentId: string | undefined): Promise<Category[]> {
    return [...this.snapshot().categories.values()].filter((category) => category.parent?.id === parentId).sort(byOrderHint);
  }

  async categoryAncestors(id: string): Promise<Category[]> {
    const categories = this.snapshot().categories;
    return (categories.get(id)?.ancestors ?? []).map((ancestor) => categories.get(ancestor.id)).filter((c): c is Category => c !== undefined);
  }

  async stores(filter: { keys?: readonly string[]; ids?: readonly string[] }): Promise<Store[]> {
    return this.snapshot().stores.filter(
      (store) => (!filter.keys || filter.keys.includes(store.key)) && (!filter.ids || filter.ids.includes(store.id)),
    );
  }

  async shippingMethods(): Promise<ShippingMethod[]> {
    return [...this.snapshot().shippingMethods];
  }

  async shippingMethodsForCart(cartId: string, storeKey?: string): Promise<ShippingMethod[]> {
    const cart = this.store.get<Cart>(RESOURCE.cart, cartId);
    if (!cart || (storeKey !== undefined && cart.store?.key !== storeKey)) return [];
    return this.matchShippingMethods(cart);
  }

  async cartDiscountsByGroup(group: string): Promise<CartDiscount[]> {
    const now = this.clock().toISOString();
    return this.store
      .find<CartDiscount>(RESOURCE.cartDiscount, 'group', group)
      .filter((discount) => discount.isActive && (!discount.validFrom || discount.validFrom <= now) && (!discount.validUntil || now < discount.validUntil))
      .sort((a, b) => compareSortOrder(a.sortOrder, b.sortOrder));
  }

  async reviewsOfProduct(productId: string, page: Page): Promise<PagedResult<Review>> {
    const reviews = this.store.find<Review>(RESOURCE.review, 'target', productId).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return paged(reviews, page);
  }

  async reviewsOfCustomer(customerId: string, page: Page): Promise<PagedResult<Review>> {
    const reviews = this.store.find<Review>(RESOURCE.review, 'customer', customerId).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return paged(reviews, page);
  }

  createReview(draft: ReviewDraft): Promise<Review> {
    return this.reviews.create(draft);
  }

  async inventoryBySkus(skus: readonly string[]): Promise<InventoryEntry[]> {
    return this.inventory.bySkus(skus);
  }

  async productChanges(mark: string | undefined): Promise<ProductChanges> {
    return this.changeLog.changes(mark);
  }
}
