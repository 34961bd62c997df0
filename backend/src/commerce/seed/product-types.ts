import type { AttributeDefinitionDraft, AttributeType, ProductTypeDraft } from '@commercetools/platform-sdk';
import { PRODUCT_TYPE_KEYS, ATTRIBUTES, GUARANTEE_ATTRIBUTES } from '../schema/product-attributes.js';

/** The EU energy label's classes (since 2021 the scale is A to G again). */
export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

const TEXT: AttributeType = { name: 'text' };
const LTEXT: AttributeType = { name: 'ltext' };
const NUMBER: AttributeType = { name: 'number' };
const BOOLEAN: AttributeType = { name: 'boolean' };
const TEXT_SET: AttributeType = { name: 'set', elementType: TEXT };
const CATEGORY_SET: AttributeType = { name: 'set', elementType: { name: 'reference', referenceTypeId: 'category' } };

// Labels are for the merchant tools only; English is enough there.
const attribute = (
  name: string, type: AttributeType, label: string, options: Partial<AttributeDefinitionDraft> = {},
): AttributeDefinitionDraft => ({
  name, type, label: { en: label }, isRequired: false, attributeConstraint: 'None', isSearchable: false, ...options,
});

/*
 * Choices where the spec only names the attributes:
 * - dimensions are numbers in centimetres, weights in kilograms (the names carry no unit);
 * - brand, family and model are plain text (family = the product kind's key, shared by its
 *   models, its B-ware copies and its sets, which is what comparison groups by);
 * - parentProductsForAccessory and relatedAccessories are sets of SKUs rather than product
 *   references: references would need ids, which differ per project, and SKUs are what the cart
 *   and tracking speak;
 * - enabledOnMarket is a set of language-country codes ('de-AT'), domain's reading;
 * - description, highlights, techdetails, deliveryPackage and faq are localized texts;
 * - the "energy-rating fields" are the EU label's class (enum A-G) and two document URLs;
 * - tags, volumeDiscountGroup and ean are text (tags a set), searchable where shoppers search;
 * - complementaryCategories (not in spec 1 §3's list) is the attribute spec 1 §7 reads complementary
 *   products from ("the base product's first attribute's referenced categories"): category references.
 */
const catalogueAttributes = (): AttributeDefinitionDraft[] => [
  attribute(ATTRIBUTES.brand, TEXT, 'Brand', { isSearchable: true }),
  attribute(ATTRIBUTES.family, TEXT, 'Family'),
  attribute(ATTRIBUTES.model, TEXT, 'Model', { isSearchable: true }),
  attribute(ATTRIBUTES.grossLength, NUMBER, 'Gross length (cm)'),
  attribute(ATTRIBUTES.grossWidth, NUMBER, 'Gross width (cm)'),
  attribute(ATTRIBUTES.grossHeight, NUMBER, 'Gross height (cm)'),
  attribute(ATTRIBUTES.grossWeight, NUMBER, 'Gross weight (kg)'),
  attribute(ATTRIBUTES.netLength, NUMBER, 'Net length (cm)'),
  attribute(ATTRIBUTES.netWidth, NUMBER, 'Net width (cm)'),
  attribute(ATTRIBUTES.netHeight, NUMBER, 'Net height (cm)'),
  attribute(ATTRIBUTES.netWeight, NUMBER, 'Net weight (kg)'),
  attribute(ATTRIBUTES.deliveryPackage, LTEXT, 'Delivery package', { inputHint: 'MultiLine' }),
  attribute(ATTRIBUTES.description, LTEXT, 'Description', { inputHint: 'MultiLine', isSearchable: true }),
  attribute(ATTRIBUTES.eligibleForSelling, BOOLEAN, 'Eligible for selling'),
  attribute(ATTRIBUTES.faq, LTEXT, 'FAQ', { inputHint: 'MultiLine' }),
  attribute(ATTRIBUTES.highlights, LTEXT, 'Highlights', { inputHint: 'MultiLine' }),
  attribute(ATTRIBUTES.isPackageTypeFreight, BOOLEAN, 'Ships as freight'),
  attribute(ATTRIBUTES.manualUrl, TEXT, 'Manual URL'),
  attribute(ATTRIBUTES.numberOf360Images, NUMBER, 'Number of 360° images'),
  attribute(ATTRIBUTES.parentProductsForAccessory, TEXT_SET, 'Accessory for (SKUs)'),
  attribute(ATTRIBUTES.relatedAccessories, TEXT_SET, 'Related accessories (SKUs)'),
  attribute(ATTRIBUTES.releaseDate, { name: 'date' }, 'Release date'),
  attribute(ATTRIBUTES.tags, TEXT_SET, 'Tags', { isSearchable: true }),
  attribute(ATTRIBUTES.techdetails, LTEXT, 'Technical details', { inputHint: 'MultiLine' }),
  attribute(ATTRIBUTES.video, TEXT, 'Video URL'),
  attribute(ATTRIBUTES.energyEfficiencyClass, {
    name: 'enum', values: ENERGY_CLASSES.map((c) => ({ key: c, label: c })),
  }, 'Energy efficiency class'),
  attribute(ATTRIBUTES.energyLabelUrl, TEXT, 'Energy label URL'),
  attribute(ATTRIBUTES.productInformationSheetUrl, TEXT, 'Product information sheet URL'),
  attribute(ATTRIBUTES.volumeDiscountGroup, TEXT, 'Volume discount group'),
  attribute(ATTRIBUTES.ean, TEXT, 'EAN', { isSearchable: true }),
  attribute(ATTRIBUTES.isBware, BOOLEAN, 'B-ware'),
  attribute(ATTRIBUTES.enabledOnMarket, TEXT_SET, 'Enabled on markets (language-country)'),
  attribute(ATTRIBUTES.complementaryCategories, CATEGORY_SET, 'Complementary products from (categories)'),
];

export function productTypes(): ProductTypeDraft[] {
  return [
    {
      key: PRODUCT_TYPE_KEYS.standardProduct,
      name: 'Standard product',
      description: 'Equipment sold on its own: standard (EX10), B-ware (EX20) and sets (EX18).',
      attributes: catalogueAttributes(),
    },
    {
      key: PRODUCT_TYPE_KEYS.accessory,
      name: 'Accessory',
      description: 'Accessories and spare parts, linked to the products they fit.',
      attributes: catalogueAttributes(),
    },
    {
      key: PRODUCT_TYPE_KEYS.extraGuarantee,
      name: 'Extra guarantee',
      description: 'Virtual guarantee products (SKUs 4100010-4100040), priced as a rate of the covered product.',
      attributes: [
        attribute(GUARANTEE_ATTRIBUTES.excludedSkus, TEXT_SET, 'Excluded SKUs'),
        attribute(GUARANTEE_ATTRIBUTES.excludedBrands, TEXT_SET, 'Excluded brands'),
        attribute(GUARANTEE_ATTRIBUTES.excludedRelations, TEXT_SET, 'Excluded relations'),
        attribute(GUARANTEE_ATTRIBUTES.enabledOnMarket, TEXT_SET, 'Enabled on markets (language-country)'),
        attribute(GUARANTEE_ATTRIBUTES.ratePercent, NUMBER, 'Rate (percent of the product price)', { isRequired: true }),
      ],
    },
  ];
}
