import type {
  CartDiscount, Category, DiscountCode, Product, ProductDiscount, ProductProjection, ProductType,
  ProductVariant, ShippingMethod, Store, TaxCategory, Zone,
} from '@commercetools/platform-sdk';
import type { DocumentStore, Versioned } from '../store/document-store.js';
import { allVariants } from './product-from-draft.js';
import { applyProductDiscounts } from './product-discounts.js';
import { RESOURCE } from './resource-types.js';

/** The published projection of a product: what shoppers (and carts) see. */
export function currentProjection(product: Product): ProductProjection {
  const { masterData, ...rest } = product;
  const { current } = masterData;
  return {
    id: rest.id, version: rest.version, createdAt: rest.createdAt, lastModifiedAt: rest.lastModifiedAt,
    ...(rest.key ? { key: rest.key } : {}),
    productType: rest.productType,
    ...(rest.taxCategory ? { taxCategory: rest.taxCategory } : {}),
    ...(rest.reviewRatingStatistics ? { reviewRatingStatistics: rest.reviewRatingStatistics } : {}),
    ...(rest.priceMode ? { priceMode: rest.priceMode } : {}),
    published: masterData.published,
    hasStagedChanges: masterData.hasStagedChanges,
    name: current.name, slug: current.slug, categories: current.categories,
    categoryOrderHints: current.categoryOrderHints ?? {},
    ...(current.description ? { description: current.description } : {}),
    ...(current.metaTitle ? { metaTitle: current.metaTitle } : {}),
    ...(current.metaDescription ? { metaDescription: current.metaDescription } : {}),
    ...(current.metaKeywords ? { metaKeywords: current.metaKeywords } : {}),
    searchKeywords: current.searchKeywords,
    masterVariant: current.masterVariant,
    variants: current.variants,
    attributes: current.attributes,
  };
}

const byId = <T extends Versioned>(items: readonly T[]): Map<string, T> => new Map(items.map((item) => [item.id, item]));

function readAll<T extends Versioned>(store: DocumentStore, type: string): T[] {
  const total = store.count(type);
  return total === 0 ? [] : store.list<T>(type, total, 0);
}

/**
 * The read-mostly catalogue held in memory: product by SKU and every pricing input are map
 * lookups, not queries. Built from the store at start-up and rebuilt after catalogue writes
 * (the seed, later the admin side), so carts never price against stale data.
 */
export class CatalogueSnapshot {
  readonly products: Map<string, Product>;
  readonly productIdBySku: Map<string, string>;
  readonly taxCategories: Map<string, TaxCategory>;
  readonly zones: Zone[];
  readonly shippingMethods: ShippingMethod[];
  readonly cartDiscounts: CartDiscount[];
  readonly discountCodes: Map<string, DiscountCode>;
  readonly discountCodeIdByCode: Map<string, string>;
  readonly productDiscounts: ProductDiscount[];
  readonly stores: Store[];
  readonly categories: Map<string, Category>;
  readonly productTypeKeys: Map<string, string>;
  private readonly projections = new Map<string, ProductProjection>();
  /** When the snapshot was built: product discounts are applied as valid at that instant. */
  private readonly at: string;

  constructor(store: DocumentStore, now: Date = new Date()) {
    this.productDiscounts = readAll<ProductDiscount>(store, RESOURCE.productDiscount);
    const at = now.toISOString();
    this.at = at;
    this.products = byId(readAll<Product>(store, RESOURCE.product).map((product) => applyProductDiscounts(product, this.productDiscounts, at)));
    this.productIdBySku = new Map(
      [...this.products.values()].flatMap((product) =>
        allVariants(product.masterData.current).flatMap((variant) => (variant.sku ? [[variant.sku, product.id] as const] : [])),
      ),
    );
    this.taxCategories = byId(readAll<TaxCategory>(store, RESOURCE.taxCategory));
    this.zones = readAll<Zone>(store, RESOURCE.zone);
    this.shippingMethods = readAll<ShippingMethod>(store, RESOURCE.shippingMethod);
    this.cartDiscounts = readAll<CartDiscount>(store, RESOURCE.cartDiscount);
    this.discountCodes = byId(readAll<DiscountCode>(store, RESOURCE.discountCode));
    this.discountCodeIdByCode = new Map([...this.discountCodes.values()].map((code) => [code.code, code.id]));
    this.stores = readAll<Store>(store, RESOURCE.store);
    this.categories = byId(readAll<Category>(store, RESOURCE.category));
    this.productTypeKeys = new Map(readAll<ProductType>(store, RESOURCE.productType).map((type) => [type.id, type.key ?? '']));
  }

  /**
   * Takes over a product whose stored document changed in ways that keep its SKUs (rating
   * statistics after a review), so one write does not rebuild the whole catalogue.
   */
  replaceProduct(product: Product): void {
    this.products.set(product.id, applyProductDiscounts(product, this.productDiscounts, this.at));
    this.projections.delete(product.id);
  }

  productBySku(sku: string): Product | undefined {
    const id = this.productIdBySku.get(sku);
    return id === undefined ? undefined : this.products.get(id);
  }

  /**
   * The current projection of a product, built once per snapshot: pricing asks for every cart
   * line on every recalculation, and every product read starts from it.
   */
  projection(productId: string): ProductProjection | undefined {
    const cached = this.projections.get(productId);
    if (cached) return cached;
    const product = this.products.get(productId);
    if (!product) return undefined;
    const projection = currentProjection(product);
    this.projections.set(productId, projection);
    return projection;
  }

  /** The published variant a cart line refers to, or undefined when unpublished or unknown. */
  publishedVariant(productId: string, variantId: number): { product: ProductProjection; variant: ProductVariant } | undefined {
    const projection = this.projection(productId);
    if (!projection?.published) return undefined;
    // Asked for every line on every recalculation: no list of all variants is made to search it.
    const variant = projection.masterVariant.id === variantId
      ? projection.masterVariant
      : projection.variants.find((candidate) => candidate.id === variantId);
    return variant ? { product: projection, variant } : undefined;
  }

}
