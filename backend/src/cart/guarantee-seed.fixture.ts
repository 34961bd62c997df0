import type { Attribute, ProductDraft } from '@commercetools/platform-sdk';
import { GUARANTEES } from '../commerce/seed/extra-guarantees.js';
import { ATTRIBUTES, GUARANTEE_ATTRIBUTES } from '../commerce/schema/index.js';
import type { SeedData } from '../commerce/seed/seed-data.js';

/**
 * Real guarantees and covered products of the demo seed for the cart update specs. The seed's
 * offer rules: +3 years (4100030) excludes third-party brands; the accidental-damage cover
 * (4100040) excludes B-ware.
 */
export interface GuaranteeSkus {
  /** +1 year, 5 %. */
  readonly oneYear: { readonly sku: string; readonly ratePercent: number };
  readonly threeYears: string;
  readonly accidental: string;
  /** In-stock EX10 parcel products: one of the shop's own brands, one of a third-party brand. */
  readonly ownBrand: string;
  readonly thirdParty: string;
  /** A B-ware product in stock (a parcel; B-ware comes in ones and twos). */
  readonly bware: string;
}

const attributeOf = (product: ProductDraft, name: string): unknown =>
  product.masterVariant?.attributes?.find((attribute) => attribute.name === name)?.value;

const skuOf = (product: ProductDraft): string => product.masterVariant?.sku ?? '';

export function guaranteeSkus(seed: SeedData): GuaranteeSkus {
  const [oneYear, , threeYears, accidental] = GUARANTEES;
  if (!oneYear || !threeYears || !accidental) throw new Error('the seed defines four guarantees');
  const draft = (sku: string) => seed.products.find((product) => skuOf(product) === sku);
  const thirdPartyBrands = (attributeOf(draft(threeYears.sku)!, GUARANTEE_ATTRIBUTES.excludedBrands) ?? []) as string[];
  const bwareSkus = (attributeOf(draft(accidental.sku)!, GUARANTEE_ATTRIBUTES.excludedSkus) ?? []) as string[];
  const stock = new Map(seed.inventory.filter((entry) => !entry.supplyChannel).map((entry) => [entry.sku, entry.quantityOnStock]));
  const parcels = (minimumStock: number) => seed.products.filter((product) =>
    product.publish === true && (stock.get(skuOf(product)) ?? 0) >= minimumStock && attributeOf(product, ATTRIBUTES.isPackageTypeFreight) !== true);
  const standard = parcels(5).filter((product) => skuOf(product).startsWith('EX10'));
  const ownBrand = standard.find((product) => !thirdPartyBrands.includes(attributeOf(product, ATTRIBUTES.brand) as string));
  const thirdParty = standard.find((product) => thirdPartyBrands.includes(attributeOf(product, ATTRIBUTES.brand) as string));
  const bware = parcels(1).find((product) => bwareSkus.includes(skuOf(product)));
  if (!ownBrand || !thirdParty || !bware) throw new Error('the demo seed lacks in-stock own-brand, third-party and B-ware parcels');
  return {
    oneYear: { sku: oneYear.sku, ratePercent: oneYear.ratePercent },
    threeYears: threeYears.sku,
    accidental: accidental.sku,
    ownBrand: skuOf(ownBrand),
    thirdParty: skuOf(thirdParty),
    bware: skuOf(bware),
  };
}

/** The seed with one guarantee no longer enabled on one storefront (e.g. 'sk-SK'). */
export function withGuaranteeDisabledOn(seed: SeedData, sku: string, locale: string): SeedData {
  const disable = (attribute: Attribute): Attribute =>
    attribute.name === GUARANTEE_ATTRIBUTES.enabledOnMarket
      ? { ...attribute, value: (attribute.value as string[]).filter((code) => code !== locale) }
      : attribute;
  return {
    ...seed,
    products: seed.products.map((product) => (skuOf(product) !== sku ? product : {
      ...product,
      masterVariant: { ...product.masterVariant, attributes: (product.masterVariant?.attributes ?? []).map(disable) },
    })),
  };
}
