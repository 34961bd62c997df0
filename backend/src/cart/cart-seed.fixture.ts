import type { ProductDraft } from '@commercetools/platform-sdk';
import type { SeedData } from '../commerce/seed/seed-data.js';

/** Real SKUs of the demo seed for the cart specs: published, in stock, parcel and freight. */
export interface CartSkus {
  /** An EX10 parcel product with at least 5 in stock. */
  readonly parcel: string;
  /** Another EX10 parcel product with at least 5 in stock. */
  readonly other: string;
  readonly parcelStock: number;
  /** A freight product with at least 2 in stock. */
  readonly freight: string;
}

const attributeOf = (product: ProductDraft, name: string): unknown =>
  product.masterVariant?.attributes?.find((attribute) => attribute.name === name)?.value;

export function cartSkus(seed: SeedData): CartSkus {
  const stock = new Map(seed.inventory.filter((entry) => !entry.supplyChannel).map((entry) => [entry.sku, entry.quantityOnStock]));
  const candidates = seed.products
    .filter((product) => product.publish === true)
    .map((product) => ({ product, sku: product.masterVariant?.sku ?? '', stock: stock.get(product.masterVariant?.sku ?? '') ?? 0 }));
  const parcels = candidates.filter((c) => c.sku.startsWith('EX10') && attributeOf(c.product, 'isPackageTypeFreight') !== true && c.stock >= 5);
  const freights = candidates.filter((c) => c.sku.startsWith('EX1') && attributeOf(c.product, 'isPackageTypeFreight') === true && c.stock >= 2);
  const [parcel, other] = parcels;
  const freight = freights.find((c) => c.sku.startsWith('EX10')) ?? freights[0];
  if (!parcel || !other || !freight) throw new Error('the demo seed has no in-stock EX10 parcel and freight products');
  return { parcel: parcel.sku, other: other.sku, parcelStock: parcel.stock, freight: freight.sku };
}
