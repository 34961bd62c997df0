import type { Attribute, ProductDraft } from '@commercetools/platform-sdk';
import { VIRTUAL_SKU_MAX, VIRTUAL_SKU_MIN } from '@shop/domain';
import { LOCALE_CODES } from '@shop/markets';
import type { PlannedProduct } from './catalogue-plan.js';
import { ACCIDENTAL_DAMAGE, ACCIDENTAL_DESCRIPTION, EXTENSION_DESCRIPTION, GUARANTEE_EXTENSION } from './guarantee-texts.js';
import { productKey } from './keys.js';
import { GUARANTEE_ATTRIBUTES, PRODUCT_TYPE_KEYS, TAX_CATEGORY_KEYS } from '../schema/index.js';
import { fill, localize } from './localized.js';
import { marketPrices } from './prices.js';
import { slugify } from './slugify.js';
import type { DescriptionTemplates, Localized } from './vocabulary/vocabulary-types.js';

/** The guarantees' SKUs: domain's listed range 4100010 to 4100040, in steps of ten. */
export const GUARANTEE_SKUS: readonly string[] = Array.from(
  { length: (Number(VIRTUAL_SKU_MAX) - Number(VIRTUAL_SKU_MIN)) / 10 + 1 },
  (_, i) => String(Number(VIRTUAL_SKU_MIN) + 10 * i),
);

export interface GuaranteeDefinition {
  readonly sku: string;
  /** Years added to the manufacturer's warranty; undefined for the accidental-damage cover. */
  readonly years?: 1 | 2 | 3;
  /** Percent of the covered product's price (domain extra-guarantee/guarantee-price). */
  readonly ratePercent: number;
}

/*
 * Choices (the spec names the attributes, not the offer): +1, +2 and +3 years and an
 * accidental-damage cover, at 5, 8, 10 and 12 % of the product price. Exclusions, so each rule
 * of domain's offer has data to act on:
 * - +3 years only for the shop's own brands (a third-party maker's warranty terms are not the
 *   shop's to extend that far): excludedBrands = the other brands;
 * - no guarantee at all for a brand whose maker covers it only through its own programme
 *   (makerWarrantyOnly): that brand is in every guarantee's excludedBrands, so a line of it is
 *   offered none;
 * - the accidental-damage cover not for B-ware: excludedSkus = the B-ware SKUs;
 * - excludedRelations stays empty (the spec does not say what a relation is).
 */
export const GUARANTEES: readonly GuaranteeDefinition[] = [
  { sku: GUARANTEE_SKUS[0] ?? VIRTUAL_SKU_MIN, years: 1, ratePercent: 5 },
  { sku: GUARANTEE_SKUS[1] ?? VIRTUAL_SKU_MIN, years: 2, ratePercent: 8 },
  { sku: GUARANTEE_SKUS[2] ?? VIRTUAL_SKU_MIN, years: 3, ratePercent: 10 },
  { sku: GUARANTEE_SKUS[3] ?? VIRTUAL_SKU_MAX, ratePercent: 12 },
];

const [ONE_YEAR, TWO_YEARS, THREE_YEARS] = GUARANTEE_EXTENSION;
const EXTENSION_BY_YEARS = { 1: ONE_YEAR, 2: TWO_YEARS, 3: THREE_YEARS } as const;

function guaranteeName(definition: GuaranteeDefinition, templates: DescriptionTemplates): Localized {
  return localize((language) => {
    const marker = templates.extraGuarantee[language];
    const what = definition.years === undefined ? ACCIDENTAL_DAMAGE[language] : EXTENSION_BY_YEARS[definition.years][language];
    if (marker.includes('{')) return fill(marker, { name: what });
    return definition.years === undefined ? `${marker} – ${what}` : `${marker} ${what}`;
  });
}

/*
 * Guarantee products carry a price of 0 in every market. Their real price is the covered
 * product's price × ratePercent, which the backend sets on the line as an external price;
 * the zero price only makes the variant priced in every market, so price selection and
 * listing code never meet an unpriced variant.
 */
export function guaranteeDrafts(templates: DescriptionTemplates, catalogue: readonly PlannedProduct[]): ProductDraft[] {
  const thirdPartyBrands = [...new Set(catalogue.filter((p) => !p.brand.own).map((p) => p.brand.name))].sort();
  const makerCovered = [...new Set(catalogue.filter((p) => p.brand.makerWarrantyOnly).map((p) => p.brand.name))];
  const bwareSkus = catalogue.filter((p) => p.productClass === 'bware').map((p) => p.sku);
  return GUARANTEES.map((definition) => {
    const name = guaranteeName(definition, templates);
    const excludedBrands = [...new Set([...(definition.years === 3 ? thirdPartyBrands : []), ...makerCovered])].sort();
    const excludedSkus = definition.years === undefined ? bwareSkus : [];
    // commercetools treats an empty set like an unset attribute, so empty lists are left out.
    const attributes: (Attribute | undefined)[] = [
      { name: GUARANTEE_ATTRIBUTES.ratePercent, value: definition.ratePercent },
      { name: GUARANTEE_ATTRIBUTES.enabledOnMarket, value: [...LOCALE_CODES] },
      excludedBrands.length > 0 ? { name: GUARANTEE_ATTRIBUTES.excludedBrands, value: excludedBrands } : undefined,
      excludedSkus.length > 0 ? { name: GUARANTEE_ATTRIBUTES.excludedSkus, value: excludedSkus } : undefined,
    ];
    return {
      key: productKey(definition.sku),
      productType: { typeId: 'product-type', key: PRODUCT_TYPE_KEYS.extraGuarantee },
      name: { ...name },
      // Guarantees are never shown on their own page; their slugs end in their (7-digit) SKU.
      slug: localize((language) => `${slugify(name[language], language)}-${definition.sku}`),
      description: { ...(definition.years === undefined ? ACCIDENTAL_DESCRIPTION : EXTENSION_DESCRIPTION) },
      taxCategory: { typeId: 'tax-category', key: TAX_CATEGORY_KEYS.standard },
      publish: true,
      masterVariant: {
        sku: definition.sku,
        key: definition.sku,
        prices: marketPrices(0, () => 0),
        attributes: attributes.filter((a): a is Attribute => a !== undefined),
      },
    };
  });
}
