import { guaranteesForMarket, isListedVirtualSku, VIRTUAL_SKU_MAX, VIRTUAL_SKU_MIN, type ExtraGuaranteeProduct } from '@shop/domain';
import { attributeOf, shownText, stringListAttribute, type BackendProduct } from '../../catalogue/product/backend-product';

/** A guarantee product as the offer shows it: domain's rule view plus its name in the shopper's language. */
export interface GuaranteeProduct extends ExtraGuaranteeProduct {
  readonly name: string;
}

/**
 * Every SKU the spec lists for guarantees (4100010 to 4100040, spec 2 §3/§9): the storefront
 * cannot ask for a product type (its id differs per project), so it asks for the listed SKUs and
 * keeps what answers as a guarantee. 31 SKUs, one call.
 */
export const LISTED_GUARANTEE_SKUS: readonly string[] = Array.from(
  { length: Number(VIRTUAL_SKU_MAX) - Number(VIRTUAL_SKU_MIN) + 1 },
  (_, index) => String(Number(VIRTUAL_SKU_MIN) + index),
).filter(isListedVirtualSku);

const ratePercentOf = (value: unknown): string | number | undefined =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? value : undefined;

const optionalList = <K extends string>(key: K, list: readonly string[]) =>
  (list.length === 0 ? {} : { [key]: list }) as Partial<Record<K, readonly string[]>>;

/**
 * The backend's products read as guarantees (spec 2 §3 Extra guarantee product: excluded SKUs,
 * brands and relations, enabledOnMarket, rate percent). A product without a rate percent is no
 * guarantee; one without a name here is not sold in this language. Then domain's market filter:
 * only published guarantees enabled for this language-country are kept (spec 2 §4).
 */
export function toGuaranteeProducts(products: readonly BackendProduct[], language: string, languageAndCountry: string): GuaranteeProduct[] {
  const guarantees = products.flatMap((product): GuaranteeProduct[] => {
    const variant = product.masterVariant;
    const ratePercent = ratePercentOf(attributeOf(variant, 'ratePercent'));
    const name = shownText(product.name, language);
    if (!variant.sku || ratePercent === undefined || !name) return [];
    return [{
      sku: variant.sku,
      name,
      published: product.published ?? true,
      ratePercent,
      ...optionalList('excludedSkus', stringListAttribute(variant, 'excludedSkus')),
      ...optionalList('excludedBrands', stringListAttribute(variant, 'excludedBrands')),
      ...optionalList('excludedRelations', stringListAttribute(variant, 'excludedRelations')),
      ...optionalList('enabledOnMarket', stringListAttribute(variant, 'enabledOnMarket')),
    }];
  });
  return guaranteesForMarket(guarantees, languageAndCountry).sort((a, b) => a.sku.localeCompare(b.sku));
}
