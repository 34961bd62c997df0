import type { LineItem, Price, ProductVariant, TypedMoney } from '@commercetools/platform-sdk';
import { extraGuaranteePrice, isCurrencyCode, money, type ExtraGuaranteeProduct, type GuaranteeableLine, type Money } from '@shop/domain';
import { attributeOf } from '../../catalogue/product-filters.js';
import { ATTRIBUTES, GUARANTEE_ATTRIBUTES } from '../../commerce/schema/index.js';

/** The price a unit is charged before cart discounts: the product discount included. */
export const unitPriceOf = (price: Price | undefined): TypedMoney | undefined => price?.discounted?.value ?? price?.value;

/**
 * Domain's price of a guarantee for one unit of the line it covers; undefined when the unit price
 * is missing or the rate cannot be read.
 */
export function guaranteeUnitPrice(unit: TypedMoney | undefined, ratePercent: string | number | undefined): Money | undefined {
  if (!unit || ratePercent === undefined || !isCurrencyCode(unit.currencyCode)) return undefined;
  try {
    return extraGuaranteePrice(money(unit.centAmount, unit.currencyCode, unit.fractionDigits), ratePercent);
  } catch {
    return undefined; // a rate the platform holds but domain cannot read
  }
}

const texts = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;

/** The guarantee's rate percent as its variant carries it, or undefined when it has none. */
export function ratePercentOf(variant: Pick<ProductVariant, 'attributes'>): string | number | undefined {
  const rate = attributeOf(variant, GUARANTEE_ATTRIBUTES.ratePercent);
  return typeof rate === 'number' || typeof rate === 'string' ? rate : undefined;
}

/**
 * Domain's view of a guarantee product: its variant's attributes (spec 2 §3 Extra guarantee
 * product). Undefined when the variant carries no rate percent, i.e. is no guarantee.
 */
export function asGuaranteeProduct(variant: ProductVariant, published: boolean): ExtraGuaranteeProduct | undefined {
  const ratePercent = ratePercentOf(variant);
  if (!variant.sku || ratePercent === undefined) return undefined;
  const list = (name: string) => texts(attributeOf(variant, name));
  return {
    sku: variant.sku,
    published,
    ratePercent,
    ...optional('excludedSkus', list(GUARANTEE_ATTRIBUTES.excludedSkus)),
    ...optional('excludedBrands', list(GUARANTEE_ATTRIBUTES.excludedBrands)),
    ...optional('excludedRelations', list(GUARANTEE_ATTRIBUTES.excludedRelations)),
    ...optional('enabledOnMarket', list(GUARANTEE_ATTRIBUTES.enabledOnMarket)),
  };
}

const optional = <K extends string>(key: K, value: readonly string[] | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, readonly string[]>>;

/**
 * What the offer rules read of the covered line: its SKU, brand and relations. Reading chosen
 * (the spec names "excluded relations" without saying what a relation is): a product's
 * relations are its family, the product kind its models, B-ware and sets share.
 */
export function guaranteeableLine(sku: string, variant: Pick<ProductVariant, 'attributes'>): GuaranteeableLine {
  const brand = attributeOf(variant, ATTRIBUTES.brand);
  const family = attributeOf(variant, ATTRIBUTES.family);
  return {
    sku,
    ...(typeof brand === 'string' ? { brand } : {}),
    relations: typeof family === 'string' ? [family] : [],
  };
}
