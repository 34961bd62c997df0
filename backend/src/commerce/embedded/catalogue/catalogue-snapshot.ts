import type {
  CartDiscount, Category, DiscountCode, Product, ProductDiscount, ProductProjection, ProductType,
  ProductVariant, ShippingMethod, Store, TaxCategory, Zone,
} from '@commercetools/platform-sdk';
import type { DocumentStore, Versioned } from '../store/document-store.js';
import { allVariants } from './product-from-draft.js';
import type { Change } from '../store/change-feed.js';
import { applyProductDiscounts, discountsAt, discountsUnchangedAround } from './product-discounts.js';
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

const skusOf = (product: Product): string[] =>
  allVariants(product.masterData.current).flatMap((variant) => (variant.sku ? [variant.sku] : []));

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean => a.length === b.length && a.every((item, index) => item === b[index]);

/** The resource types the snapshot is built from: a write to any of them must reach it (`follow`). */
export const SNAPSHOT_TYPES: readonly string[] = [
  RESOURCE.product, RESOURCE.productDiscount, RESOURCE.taxCategory, RESOURCE.zone, RESOURCE.shippingMethod,
  RESOURCE.cartDiscount, RESOURCE.discountCode, RESOURCE.store, RESOURCE.category, RESOURCE.productType,
];

/**
 * The read-mostly catalogue held in memory: product by SKU and every pricing input are map
 * lookups, not queries. Built from the store once, then kept current by `follow`: what was
 * written since (by this engine or another one on the file, see live-catalogue.ts) is read again
 * — a changed product alone, a changed type of the small ones whole — and product discounts are
 * applied again whenever the clock leaves the span in which the same ones are valid.
 *
 * The fields are replaced or updated by `follow` only, never by a reader; a reader keeps the
 * snapshot, not a field of it, across calls.
 */
export class CatalogueSnapshot {
  /** Products as shoppers and carts see them: the product discounts valid now applied to their prices. */
  readonly products = new Map<string, Product>();
  readonly productIdBySku = new Map<string, string>();
  taxCategories = new Map<string, TaxCategory>();
  zones: Zone[] = [];
  shippingMethods: ShippingMethod[] = [];
  cartDiscounts: CartDiscount[] = [];
  discountCodes = new Map<string, DiscountCode>();
  discountCodeIdByCode = new Map<string, string>();
  productDiscounts: ProductDiscount[] = [];
  stores: Store[] = [];
  categories = new Map<string, Category>();
  productTypeKeys = new Map<string, string>();
  /** Product types by id: what a cart line's productType reference expands to (cart-expansion.ts). */
  productTypes = new Map<string, ProductType>();
  private readonly projections = new Map<string, ProductProjection>();
  /** Products as stored, before product discounts: what the discounts are applied to again. */
  private readonly stored = new Map<string, Product>();
  /** The product discounts applied to `products`, and the instants [from, until) they are the valid ones in. */
  private applied: ProductDiscount[] = [];
  private validFrom = -Infinity;
  private validUntil = Infinity;

  constructor(private readonly store: DocumentStore, now: Date = new Date()) {
    for (const type of SNAPSHOT_TYPES) if (type !== RESOURCE.product) this.load(type);
    this.discountAt(now);
    for (const product of readAll<Product>(store, RESOURCE.product)) this.put(product.id, product);
  }

  /**
   * Takes over what was written since the last call (`changes`, see change-feed.ts) and applies
   * the product discounts valid at `now`. Costs a comparison of two numbers when nothing changed
   * and `now` is still in the span the applied discounts are valid in.
   */
  follow(changes: readonly Change[], now: Date): void {
    const time = now.getTime();
    if (changes.length === 0 && this.validFrom <= time && time < this.validUntil) return;
    const products = new Set<string>();
    const types = new Set<string>();
    for (const change of changes) {
      if (change.type === RESOURCE.product) products.add(change.id);
      else types.add(change.type);
    }
    for (const type of types) this.load(type);
    this.discountAt(now);
    for (const id of products) this.put(id, this.store.get<Product>(RESOURCE.product, id));
  }

  /** Reads one of the small resource types again, whole. */
  private load(type: string): void {
    const store = this.store;
    switch (type) {
      case RESOURCE.productDiscount: this.productDiscounts = readAll<ProductDiscount>(store, type); break;
      case RESOURCE.taxCategory: this.taxCategories = byId(readAll<TaxCategory>(store, type)); break;
      case RESOURCE.zone: this.zones = readAll<Zone>(store, type); break;
      case RESOURCE.shippingMethod: this.shippingMethods = readAll<ShippingMethod>(store, type); break;
      case RESOURCE.cartDiscount: this.cartDiscounts = readAll<CartDiscount>(store, type); break;
      case RESOURCE.store: this.stores = readAll<Store>(store, type); break;
      case RESOURCE.category: this.categories = byId(readAll<Category>(store, type)); break;
      case RESOURCE.discountCode:
        this.discountCodes = byId(readAll<DiscountCode>(store, type));
        this.discountCodeIdByCode = new Map([...this.discountCodes.values()].map((code) => [code.code, code.id]));
        break;
      case RESOURCE.productType:
        this.productTypes = byId(readAll<ProductType>(store, type));
        this.productTypeKeys = new Map([...this.productTypes.values()].map((productType) => [productType.id, productType.key ?? '']));
        break;
      default: break; // not part of the snapshot
    }
  }

  /** Applies the product discounts valid at `now` to every product, unless they are the ones applied. */
  private discountAt(now: Date): void {
    const valid = discountsAt(this.productDiscounts, now);
    ({ from: this.validFrom, until: this.validUntil } = discountsUnchangedAround(this.productDiscounts, now));
    if (sameList(valid, this.applied)) return;
    this.applied = valid;
    this.projections.clear();
    for (const [id, product] of this.stored) this.products.set(id, applyProductDiscounts(product, valid));
  }

  /** Takes over a product as stored (undefined: deleted), with its SKUs. */
  private put(id: string, product: Product | undefined): void {
    const previous = this.stored.get(id);
    if (previous) for (const sku of skusOf(previous)) if (this.productIdBySku.get(sku) === id) this.productIdBySku.delete(sku);
    this.projections.delete(id);
    if (!product) {
      this.stored.delete(id);
      this.products.delete(id);
      return;
    }
    this.stored.set(id, product);
    this.products.set(id, applyProductDiscounts(product, this.applied));
    for (const sku of skusOf(product)) this.productIdBySku.set(sku, id);
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
