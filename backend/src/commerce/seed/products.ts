import type { Attribute, ProductDraft } from '@commercetools/platform-sdk';
import { LOCALE_CODES } from '@shop/markets';
import type { PlannedProduct } from './catalogue-plan.js';
import { demoEanForSku } from './ean.js';
import { productImage } from './images.js';
import { productKey } from './keys.js';
import { ATTRIBUTES, PRODUCT_TYPE_KEYS, TAX_CATEGORY_KEYS } from '../schema/index.js';
import { marketPrices } from './prices.js';
import { randomFor } from './prng.js';
import { ENERGY_CLASSES } from './product-types.js';
import { productTexts, type ProductTexts } from './product-texts.js';
import type { DescriptionTemplates } from './vocabulary/vocabulary-types.js';

const round1 = (value: number): number => Math.round(value * 10) / 10;

interface Dimensions {
  readonly length: number;
  readonly width: number;
  readonly height: number;
  readonly weight: number;
}

/*
 * Plausible sizes in cm and kg: freight goods are pallet-sized (the reason they ship as freight),
 * parcel goods fit a courier's limits, accessories are small. The packed (gross) size adds the
 * box and its padding to the net size.
 */
function netDimensions(product: PlannedProduct): Dimensions {
  const random = randomFor('dimensions', product.sku);
  if (product.productClass === 'accessory') {
    return { length: random.int(8, 40), width: random.int(5, 25), height: random.int(2, 15), weight: round1(0.1 + random.next() * 2.4) };
  }
  if (product.freight) {
    return { length: random.int(60, 200), width: random.int(40, 120), height: random.int(50, 180), weight: round1(30 + random.next() * 370) };
  }
  return { length: random.int(15, 70), width: random.int(10, 50), height: random.int(8, 50), weight: round1(0.5 + random.next() * 24.5) };
}

const grossOf = (net: Dimensions, product: PlannedProduct): Dimensions => {
  const random = randomFor('packaging', product.sku);
  const padding = product.freight ? 12 : 4;
  return {
    length: net.length + padding + random.int(0, 4),
    width: net.width + padding + random.int(0, 4),
    height: net.height + padding + random.int(0, 4),
    weight: round1(net.weight * 1.08 + (product.freight ? 15 : 0.3)),
  };
};

/**
 * The EU energy label is filled for the kinds that carry one by law among the vocabulary's:
 * professional refrigerated and freezer cabinets (Regulation (EU) 2015/1094) and household-style
 * appliances, matched by the kind's key since the vocabulary has no such flag.
 */
const ENERGY_LABELLED_KINDS: readonly string[] = [
  'refrigerated-cabinet', 'freezer-cabinet', 'fridge', 'wine-cooler', 'dishwasher', 'washing-machine', 'tumble-dryer',
];

function energyClass(product: PlannedProduct): string | undefined {
  const [part] = product.parts;
  if (!part || product.productClass === 'accessory' || !ENERGY_LABELLED_KINDS.some((k) => part.kind.key.endsWith(k))) return undefined;
  // Same class for a model and its B-ware copy: it is the same appliance.
  return randomFor('energy', product.sourceSku ?? product.sku).pick(ENERGY_CLASSES.slice(0, 4));
}

function attributesOf(product: PlannedProduct, texts: ProductTexts): Attribute[] {
  const net = netDimensions(product);
  const gross = grossOf(net, product);
  const energy = energyClass(product);
  const attributes: (Attribute | undefined)[] = [
    { name: ATTRIBUTES.brand, value: product.brand.name },
    { name: ATTRIBUTES.family, value: product.family },
    { name: ATTRIBUTES.model, value: product.model },
    { name: ATTRIBUTES.netLength, value: net.length },
    { name: ATTRIBUTES.netWidth, value: net.width },
    { name: ATTRIBUTES.netHeight, value: net.height },
    { name: ATTRIBUTES.netWeight, value: net.weight },
    { name: ATTRIBUTES.grossLength, value: gross.length },
    { name: ATTRIBUTES.grossWidth, value: gross.width },
    { name: ATTRIBUTES.grossHeight, value: gross.height },
    { name: ATTRIBUTES.grossWeight, value: gross.weight },
    { name: ATTRIBUTES.deliveryPackage, value: texts.deliveryPackage },
    { name: ATTRIBUTES.description, value: texts.short },
    { name: ATTRIBUTES.highlights, value: texts.short },
    { name: ATTRIBUTES.eligibleForSelling, value: true },
    { name: ATTRIBUTES.isPackageTypeFreight, value: product.freight },
    { name: ATTRIBUTES.numberOf360Images, value: 0 },
    product.parentSkus.length > 0 ? { name: ATTRIBUTES.parentProductsForAccessory, value: [...product.parentSkus] } : undefined,
    product.accessorySkus.length > 0 ? { name: ATTRIBUTES.relatedAccessories, value: [...product.accessorySkus] } : undefined,
    { name: ATTRIBUTES.releaseDate, value: product.releaseDate },
    { name: ATTRIBUTES.tags, value: [...product.tags] },
    texts.techdetails.en === '' ? undefined : { name: ATTRIBUTES.techdetails, value: texts.techdetails },
    energy === undefined ? undefined : { name: ATTRIBUTES.energyEfficiencyClass, value: energy },
    { name: ATTRIBUTES.volumeDiscountGroup, value: product.volumeDiscountGroup },
    { name: ATTRIBUTES.ean, value: demoEanForSku(product.sku) },
    { name: ATTRIBUTES.isBware, value: product.productClass === 'bware' },
    { name: ATTRIBUTES.enabledOnMarket, value: [...LOCALE_CODES] },
    product.complementaryCategories
      ? { name: ATTRIBUTES.complementaryCategories, value: product.complementaryCategories.map((key) => ({ typeId: 'category', key })) }
      : undefined,
  ];
  return attributes.filter((attribute): attribute is Attribute => attribute !== undefined);
}

/*
 * One product per SKU with a single (master) variant: the spec's products are addressed by SKU
 * and slug, and B-ware and sets have SKUs of their own rather than being variants. Choices:
 * - categories: the leaf only; commercetools answers ancestors through categoriesWithAncestors
 *   and the category tree, so listing a department asks for its subtree;
 * - product description = long text; the description attribute and highlights = short text;
 * - published at once, taxed with the standard category, one price per market.
 */
export function productDraft(product: PlannedProduct, templates: DescriptionTemplates): ProductDraft {
  const texts = productTexts(product, templates);
  return {
    key: productKey(product.sku),
    productType: {
      typeId: 'product-type',
      key: product.productClass === 'accessory' ? PRODUCT_TYPE_KEYS.accessory : PRODUCT_TYPE_KEYS.standardProduct,
    },
    name: { ...texts.name },
    slug: { ...texts.slug },
    description: { ...texts.description },
    metaTitle: { ...texts.name },
    metaDescription: { ...texts.short },
    categories: [{ typeId: 'category', key: product.leaf.key }],
    taxCategory: { typeId: 'tax-category', key: TAX_CATEGORY_KEYS.standard },
    publish: true,
    masterVariant: {
      sku: product.sku,
      key: product.sku,
      prices: marketPrices(product.eurCents),
      images: [productImage(product.sku, texts.name.en)],
      attributes: attributesOf(product, texts),
    },
  };
}
