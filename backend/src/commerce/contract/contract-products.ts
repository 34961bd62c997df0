import type { Money, ProductDraft } from '@commercetools/platform-sdk';
import { type SeedData } from '../seed/index.js';
import { ATTRIBUTES, PRODUCT_TYPE_KEYS } from '../schema/index.js';
import { seededShippingRate } from './seeded-shipping.js';

/** A product of the kept seed the cases buy, with what they need to know about it. */
export interface ContractProduct {
  readonly sku: string;
  readonly key: string;
  readonly draft: ProductDraft;
  readonly categoryKey: string;
  readonly volumeDiscountGroup: string;
  /** The seeded price for a country, as drafted. */
  price(country: string): Money;
}

/**
 * The products the cases use, picked from the kept seed by what they are rather than by SKU,
 * so every target holding the kept seed has them. All are parcel goods (no freight line, so the
 * parcel method matches), not B-stock, on no product discount (the line price is the seeded
 * price), with stock and an SK and a CZ price.
 */
export interface ContractProducts {
  /** At or above the SK free-shipping threshold even alone, with reviews. */
  readonly priced: ContractProduct;
  /** Another product like `priced`, for carts with two different lines. */
  readonly other: ContractProduct;
  /** Below the SK free-shipping threshold alone. */
  readonly cheap: ContractProduct;
}

const attribute = (draft: ProductDraft, name: string): unknown =>
  draft.masterVariant?.attributes?.find((candidate) => candidate.name === name)?.value;

function toContractProduct(draft: ProductDraft): ContractProduct {
  const sku = draft.masterVariant?.sku;
  const categoryKey = draft.categories?.[0]?.key;
  if (!sku || !draft.key || !categoryKey) throw new Error(`seed product ${draft.key} lacks a SKU, key or category`);
  return {
    sku,
    key: draft.key,
    draft,
    categoryKey,
    volumeDiscountGroup: String(attribute(draft, ATTRIBUTES.volumeDiscountGroup)),
    price(country) {
      const price = draft.masterVariant?.prices?.find((candidate) => candidate.country === country && !candidate.customerGroup && !candidate.channel);
      if (price?.value.centAmount === undefined) throw new Error(`seed product ${sku} has no price for ${country}`);
      return { centAmount: price.value.centAmount, currencyCode: price.value.currencyCode };
    },
  };
}

export function contractProducts(seed: SeedData): ContractProducts {
  const onSale = seed.productDiscounts.map((discount) => discount.predicate).join(' ');
  const reviewed = new Set(seed.reviews.map((review) => review.target?.key));
  const stocked = new Set(seed.inventory.filter((entry) => entry.quantityOnStock > 0).map((entry) => entry.sku));
  const threshold = seededShippingRate(seed, 'parcel', 'SK').freeAbove.centAmount;
  const candidates = seed.products
    .filter((draft) => draft.productType.key === PRODUCT_TYPE_KEYS.standardProduct && draft.publish === true)
    .filter((draft) => attribute(draft, ATTRIBUTES.isPackageTypeFreight) === false && attribute(draft, 'isBware') === false)
    .filter((draft) => draft.masterVariant?.sku !== undefined && !onSale.includes(`"${draft.masterVariant.sku}"`) && stocked.has(draft.masterVariant.sku))
    .map(toContractProduct)
    .filter((product) => product.price('SK').currencyCode === 'EUR' && product.price('CZ').currencyCode === 'CZK');
  const expensive = candidates.filter((product) => product.price('SK').centAmount >= threshold && reviewed.has(product.key));
  const cheap = candidates.find((product) => product.price('SK').centAmount < threshold);
  const [priced, other] = expensive;
  if (!priced || !other || !cheap) throw new Error('the kept seed lacks the products the commerce contract needs');
  return { priced, other, cheap };
}
