import type {
  ByProjectKeyRequestBuilder, CartDiscount, Category, InventoryEntry, ProductProjection, Review, ReviewDraft, ShippingMethod, Store,
} from '@commercetools/platform-sdk';
import type { CataloguePort } from '../port/catalogue-port.js';
import type { Page, PagedResult, PriceContext } from '../port/price-context.js';
import { withTaxCategoryOf } from '../port/tax-category-of-country.js';
import type { ProductChanges } from '../port/product-changes.js';
import { ctProductChanges } from './ct-product-changes.js';
import { inList, literal, MAX_LIMIT } from './predicates.js';
import { body, bodyOrUndefined } from './sdk-error.js';

// commercetools caps a query page at 500.

const paged = <T>(response: { limit: number; offset: number; count: number; total?: number; results: T[] }): PagedResult<T> => ({
  limit: response.limit, offset: response.offset, count: response.count, total: response.total ?? response.count, results: response.results,
});

/** The catalogue through product projections with price selection and locale projection. */
export class CtCatalogue implements CataloguePort {
  constructor(private readonly api: ByProjectKeyRequestBuilder) {}

  private async projections(
    where: string | undefined, page: Page, context: PriceContext, expand: readonly string[] = [],
  ): Promise<PagedResult<ProductProjection>> {
    const response = await body(this.api.productProjections().get({
      queryArgs: {
        ...(where ? { where } : {}),
        ...(expand.length ? { expand: [...expand] } : {}),
        staged: false,
        priceCurrency: context.currency,
        priceCountry: context.country,
        localeProjection: [...context.languages],
        limit: Math.min(page.limit, MAX_LIMIT),
        offset: page.offset,
        withTotal: true,
      },
    }).execute());
    return paged(response);
  }

  /** One product for the product page: its tax category expanded, narrowed to the rates of the context's country (catalogue-port.ts). */
  private async first(where: string, context: PriceContext): Promise<ProductProjection | undefined> {
    const product = (await this.projections(where, { limit: 1, offset: 0 }, context, ['taxCategory'])).results[0];
    return product && withTaxCategoryOf(product, product.taxCategory?.obj, context.country);
  }

  productById(id: string, context: PriceContext) {
    return this.first(`id = ${literal(id)}`, context);
  }

  productBySlug(slug: string, context: PriceContext) {
    return this.first(context.languages.map((language) => `slug(${language} = ${literal(slug)})`).join(' or '), context);
  }

  async productsBySkus(skus: readonly string[], context: PriceContext): Promise<ProductProjection[]> {
    if (skus.length === 0) return [];
    const list = inList(skus);
    return [...(await this.projections(`masterVariant(sku in ${list}) or variants(sku in ${list})`, { limit: MAX_LIMIT, offset: 0 }, context)).results];
  }

  productsByCategory(categoryIds: readonly string[], page: Page, context: PriceContext) {
    return this.projections(`categories(id in ${inList(categoryIds)})`, page, context);
  }

  async productsByFamily(family: string, options: { isBware?: boolean; excludeSku?: string; limit: number }, context: PriceContext): Promise<ProductProjection[]> {
    const conditions = [`masterVariant(attributes(name = "family" and value = ${literal(family)}))`];
    if (options.isBware !== undefined) conditions.push(`masterVariant(attributes(name = "isBware" and value = ${options.isBware}))`);
    if (options.excludeSku) conditions.push(`masterVariant(sku != ${literal(options.excludeSku)})`);
    return [...(await this.projections(conditions.join(' and '), { limit: options.limit, offset: 0 }, context)).results];
  }

  allProducts(page: Page, context: PriceContext) {
    return this.projections(undefined, page, context);
  }

  categoryById(id: string): Promise<Category | undefined> {
    return bodyOrUndefined(this.api.categories().withId({ ID: id }).get().execute());
  }

  async categoryBySlug(slug: string, language: string): Promise<Category | undefined> {
    return (await body(this.api.categories().get({ queryArgs: { where: `slug(${language} = ${literal(slug)})`, limit: 1 } }).execute())).results[0];
  }

  categoryByKey(key: string): Promise<Category | undefined> {
    return bodyOrUndefined(this.api.categories().withKey({ key }).get().execute());
  }

  async categoryChildren(parentId: string | undefined): Promise<Category[]> {
    const where = parentId ? `parent(id = ${literal(parentId)})` : 'parent is not defined';
    return (await body(this.api.categories().get({ queryArgs: { where, sort: 'orderHint asc', limit: MAX_LIMIT } }).execute())).results;
  }

  async categoryAncestors(id: string): Promise<Category[]> {
    const category = await body(this.api.categories().withId({ ID: id }).get({ queryArgs: { expand: ['ancestors[*]'] } }).execute());
    return category.ancestors.map((ancestor) => ancestor.obj).filter((c): c is Category => c !== undefined);
  }

  async stores(filter: { keys?: readonly string[]; ids?: readonly string[] }): Promise<Store[]> {
    const conditions = [
      ...(filter.keys ? [`key in ${inList(filter.keys)}`] : []),
      ...(filter.ids ? [`id in ${inList(filter.ids)}`] : []),
    ];
    const where = conditions.length ? { where: conditions.join(' and ') } : {};
    return (await body(this.api.stores().get({ queryArgs: { ...where, limit: MAX_LIMIT } }).execute())).results;
  }

  async shippingMethods(): Promise<ShippingMethod[]> {
    return (await body(this.api.shippingMethods().get({ queryArgs: { limit: MAX_LIMIT } }).execute())).results;
  }

  async shippingMethodsForCart(cartId: string): Promise<ShippingMethod[]> {
    return (await body(this.api.shippingMethods().matchingCart().get({ queryArgs: { cartId } }).execute())).results;
  }

  /**
   * commercetools applies a cart discount only while it is active and within its validity
   * (validFrom inclusive, validUntil exclusive, either may be absent), so only those are volume
   * discounts the shopper gets now: the same filter as the embedded engine's (contract case
   * 'catalogue/volume-discounts-validity').
   */
  async cartDiscountsByGroup(group: string): Promise<CartDiscount[]> {
    const now = literal(new Date().toISOString());
    const where = [
      'isActive = true',
      `(validFrom is not defined or validFrom <= ${now})`,
      `(validUntil is not defined or validUntil > ${now})`,
      `custom(fields(volumeDiscountGroup = ${literal(group)}))`,
    ].join(' and ');
    return (await body(this.api.cartDiscounts().get({ queryArgs: { where, sort: 'sortOrder asc', limit: MAX_LIMIT } }).execute())).results;
  }

  async reviewsOfProduct(productId: string, page: Page): Promise<PagedResult<Review>> {
    return paged(await body(this.api.reviews().get({
      queryArgs: { where: `target(id = ${literal(productId)})`, sort: 'createdAt desc', limit: page.limit, offset: page.offset, withTotal: true },
    }).execute()));
  }

  async reviewsOfCustomer(customerId: string, page: Page): Promise<PagedResult<Review>> {
    return paged(await body(this.api.reviews().get({
      queryArgs: { where: `customer(id = ${literal(customerId)})`, sort: 'createdAt desc', limit: page.limit, offset: page.offset, withTotal: true },
    }).execute()));
  }

  createReview(draft: ReviewDraft): Promise<Review> {
    return body(this.api.reviews().post({ body: draft }).execute());
  }

  async inventoryBySkus(skus: readonly string[]): Promise<InventoryEntry[]> {
    if (skus.length === 0) return [];
    return (await body(this.api.inventory().get({ queryArgs: { where: `sku in ${inList(skus)}`, limit: MAX_LIMIT } }).execute())).results;
  }

  productChanges(mark: string | undefined): Promise<ProductChanges> {
    return ctProductChanges(this.api, mark);
  }
}
