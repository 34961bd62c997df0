/* The shop's product types and attribute names (spec 1 §3), as production's project has them too. */
import type { ItemKind } from '@shop/domain';

/** Product-type keys are domain's item kinds, so a line item's productType.key classifies it. */
export const PRODUCT_TYPE_KEYS = {
  standardProduct: 'standard_product',
  extraGuarantee: 'extra_guarantee',
  accessory: 'accessory',
} as const satisfies Record<string, ItemKind>;

/** The attribute names of spec 1 §3, spelled as the storefront reads them. */
export const ATTRIBUTES = {
  brand: 'brand',
  family: 'family',
  grossLength: 'grossLength',
  grossWidth: 'grossWidth',
  grossHeight: 'grossHeight',
  grossWeight: 'grossWeight',
  netLength: 'netLength',
  netWidth: 'netWidth',
  netHeight: 'netHeight',
  netWeight: 'netWeight',
  deliveryPackage: 'deliveryPackage',
  description: 'description',
  eligibleForSelling: 'eligibleForSelling',
  faq: 'faq',
  highlights: 'highlights',
  isPackageTypeFreight: 'isPackageTypeFreight',
  manualUrl: 'manualUrl',
  model: 'model',
  numberOf360Images: 'numberOf360Images',
  parentProductsForAccessory: 'parentProductsForAccessory',
  relatedAccessories: 'relatedAccessories',
  releaseDate: 'releaseDate',
  tags: 'tags',
  techdetails: 'techdetails',
  video: 'video',
  energyEfficiencyClass: 'energyEfficiencyClass',
  energyLabelUrl: 'energyLabelUrl',
  productInformationSheetUrl: 'productInformationSheetUrl',
  volumeDiscountGroup: 'volumeDiscountGroup',
  ean: 'ean',
  isBware: 'isBware',
  enabledOnMarket: 'enabledOnMarket',
  complementaryCategories: 'complementaryCategories',
} as const;

export const GUARANTEE_ATTRIBUTES = {
  excludedSkus: 'excludedSkus',
  excludedBrands: 'excludedBrands',
  excludedRelations: 'excludedRelations',
  enabledOnMarket: 'enabledOnMarket',
  ratePercent: 'ratePercent',
} as const;
