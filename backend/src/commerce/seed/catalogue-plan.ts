import { buildCampaignTag, DEFAULT_VOLUME_DISCOUNT_GROUP, EX_SKU_FAMILY_PREFIXES } from '@shop/domain';
import { DEMO_STORE_CAMPAIGNS } from '@shop/markets';
import type { LeafCategory } from './categories.js';
import { complementaryCategoryKeys } from './complementary-categories.js';
import { addDays, randomDate, SEED_DATE } from './dates.js';
import { randomFor, type Random } from './prng.js';
import { averageRating, planReviews, type PlannedReview, type ReviewVolume } from './reviews.js';
import type { Brand, ProductKind } from './vocabulary/vocabulary-types.js';

/** What a catalogue product is, by its SKU family (domain catalogue/ex-sku) and product type. */
export type ProductClass = 'standard' | 'bware' | 'set' | 'accessory';

/** One model of a product kind: what its name and description are composed from. */
export interface ModelSpec {
  readonly kind: ProductKind;
  readonly brand: Brand;
  readonly model: string;
  /** The kind's distinguishing value (750 for 750 W); accessories have none. */
  readonly specValue?: number;
}

export interface PlannedProduct {
  readonly sku: string;
  readonly productClass: ProductClass;
  readonly leaf: LeafCategory;
  /** One model; a set's two. */
  readonly parts: readonly ModelSpec[];
  readonly brand: Brand;
  readonly model: string;
  /** Comparison family: the kind's key, shared by its models, B-ware copies and sets. */
  readonly family: string;
  /** Indicative gross price in EUR cents, before each currency's shelf rounding. */
  readonly eurCents: number;
  readonly freight: boolean;
  readonly volumeDiscountGroup: string;
  readonly releaseDate: string;
  readonly reviews: readonly PlannedReview[];
  readonly tags: readonly string[];
  /** Set on products tagged on-sale: the product discount's rate. */
  readonly salePermyriad?: number;
  /** Accessories: the models they fit, as shoppers read them ('Hartmoor CS-18'). */
  readonly fits: readonly string[];
  /** Accessories: the SKUs they fit (parentProductsForAccessory). */
  readonly parentSkus: readonly string[];
  /** Products: their accessories' SKUs (relatedAccessories). */
  readonly accessorySkus: readonly string[];
  /** B-ware: the standard product it is a copy of. */
  readonly sourceSku?: string;
  /** Standard products: keys of the categories complementary products come from (complementaryCategories). */
  readonly complementaryCategories?: readonly string[];
}

/*
 * Sizes. The catalogue aims at STANDARD_TARGET standard products spread evenly over the kinds
 * (at least 3 and at most 8 models per kind), then adds B-ware copies, one set per leaf
 * category and one accessory per kind; with the ten departments that is well over 500.
 */
export const STANDARD_TARGET = 400;
export const MIN_MODELS_PER_KIND = 3;
export const MAX_MODELS_PER_KIND = 8;
/** Share of standard products that also exist as B-ware (returned, tested, sold cheaper). */
export const BWARE_SHARE = 0.15;
/** B-ware sells at 80 % of the new price; a set at 90 % of its parts. */
export const BWARE_PRICE_FACTOR = 0.8;
export const SET_PRICE_FACTOR = 0.9;
/** An accessory costs about a tenth of the machine it fits; no product costs under 9.90 EUR. */
export const ACCESSORY_PRICE_FACTOR = 0.1;
export const MIN_EUR_CENTS = 990;
/** Accessories are numbered from here inside the standard EX10 range, after any machine. */
export const ACCESSORY_NUMBER_BASE = 500_000;
/** Released in the half year before SEED_DATE = tagged 'new'. */
export const NEW_SINCE = addDays(SEED_DATE, -183);
/** Rates of the on-sale product discounts. */
export const SALE_PERMYRIADS = [1000, 1500, 2000] as const;

const sku = (prefix: string, number: number): string => `${prefix}${String(number).padStart(6, '0')}`;

/**
 * 'bench-drill' → 'BD', 'scale' → 'SC', 'heavy-duty-shelf' → 'HDS'; a department prefix of the
 * key ('workshop-bench-drill' in department 'workshop') is not part of the model's name.
 */
export function modelInitials(kindKey: string, departmentKey = ''): string {
  const own = departmentKey !== '' && kindKey.startsWith(`${departmentKey}-`) ? kindKey.slice(departmentKey.length + 1) : kindKey;
  const words = own.split('-').filter((word) => /^[a-z]/.test(word));
  const initials = words.length > 1 ? words.slice(0, 3).map((word) => word[0]).join('') : (words[0] ?? 'x').slice(0, 2);
  return initials.toUpperCase();
}

/** The spec values the models of a kind use: spread over the kind's range, repeating if short. */
function chooseSpecValues(values: readonly number[], count: number): number[] {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  if (sorted.length === 0) return Array.from({ length: count }, () => 0);
  if (sorted.length >= count) {
    return Array.from({ length: count }, (_, i) => sorted[count === 1 ? 0 : Math.round((i * (sorted.length - 1)) / (count - 1))] as number);
  }
  // Fewer values than models: each value is shared by models of different brands, in order.
  return Array.from({ length: count }, (_, i) => sorted[i % sorted.length] as number).sort((a, b) => a - b);
}

/** Own brands twice as likely: the shop mainly sells its own (spec 1 §1). */
const pickBrand = (random: Random, brands: readonly Brand[]): Brand =>
  random.weighted(brands.map((brand) => [brand.own ? 2 : 1, brand] as const));

interface Draft {
  sku: string;
  productClass: ProductClass;
  leaf: LeafCategory;
  parts: ModelSpec[];
  brand: Brand;
  model: string;
  family: string;
  eurCents: number;
  freight: boolean;
  volumeDiscountGroup: string;
  releaseDate: string;
  fits: string[];
  parentSkus: string[];
  accessorySkus: string[];
  sourceSku?: string;
}

const volumeGroupOf = (kind: ProductKind): string => kind.volumeDiscountGroup ?? DEFAULT_VOLUME_DISCOUNT_GROUP;

const RELEASE_FROM = '2022-01-01';
const RELEASE_TO = addDays(SEED_DATE, -14);

function tagsFor(draft: Draft, reviews: readonly PlannedReview[]): { tags: string[]; salePermyriad?: number } {
  const random = randomFor('tags', draft.sku);
  const tags: string[] = [];
  let salePermyriad: number | undefined;
  if (draft.releaseDate >= NEW_SINCE && draft.productClass !== 'bware') tags.push('new');
  if (draft.productClass === 'bware') tags.push('bware');
  const bestsellerChance = { standard: 0.12, set: 0.1, accessory: 0.05, bware: 0 }[draft.productClass];
  // 'Popular' and 'Sale' are the comparison ranking's tags (domain comparison-ranking), kept
  // beside the listing's 'bestseller' and 'on-sale' so both features have data.
  if (random.chance(bestsellerChance)) tags.push('bestseller', 'Popular');
  if (draft.productClass === 'standard' && random.chance(0.1)) {
    tags.push('on-sale', 'Sale');
    salePermyriad = random.pick(SALE_PERMYRIADS);
  }
  const [first, second] = DEMO_STORE_CAMPAIGNS;
  if (first && draft.productClass !== 'bware' && random.chance(0.06)) tags.push(buildCampaignTag(first.campaignName));
  if (second && draft.productClass !== 'bware' && random.chance(0.04)) tags.push(buildCampaignTag(second.campaignName));
  const average = averageRating(reviews);
  if (reviews.length >= 3 && average !== undefined && average >= 4.5) tags.push('topRated');
  return salePermyriad === undefined ? { tags } : { tags, salePermyriad };
}

const reviewVolume = (productClass: ProductClass): ReviewVolume =>
  productClass === 'standard' || productClass === 'set' ? 'main' : 'minor';

/**
 * Decides the whole catalogue: which products exist, their SKUs, brands, models, EUR prices,
 * relations, reviews and tags. Texts and commercetools drafts are made from this plan.
 */
export function planCatalogue(leaves: readonly LeafCategory[], brands: readonly Brand[]): PlannedProduct[] {
  if (brands.length === 0) throw new Error('the vocabulary has no brands');
  const kinds = leaves.flatMap((leaf) => leaf.kinds.map((kind) => ({ leaf, kind })));
  const seenKinds = new Set<string>();
  for (const { kind } of kinds) {
    if (seenKinds.has(kind.key)) throw new Error(`product kind "${kind.key}" appears twice in the vocabulary`);
    seenKinds.add(kind.key);
  }
  const modelsPerKind = Math.min(MAX_MODELS_PER_KIND, Math.max(MIN_MODELS_PER_KIND, Math.ceil(STANDARD_TARGET / Math.max(1, kinds.length))));
  const ownBrands = brands.filter((brand) => brand.own);

  const standard: Draft[] = [];
  const byKind = new Map<string, Draft[]>();
  let standardNumber = 0;
  for (const { leaf, kind } of kinds) {
    const random = randomFor('models', kind.key);
    const values = chooseSpecValues(kind.spec.values, modelsPerKind);
    const initials = modelInitials(kind.key, leaf.path[0]);
    const models = values.map((specValue, index): Draft => {
      standardNumber += 1;
      const brand = pickBrand(random, brands);
      const model = `${initials}-${(index + 1) * 10 + random.int(0, 9)}`;
      // Price rises with the model's place in the range: 70 % for the smallest, 130 % for the largest.
      const rank = modelsPerKind === 1 ? 0.5 : index / (modelsPerKind - 1);
      const factor = (0.7 + 0.6 * rank) * (0.94 + 0.12 * random.next());
      return {
        sku: sku(EX_SKU_FAMILY_PREFIXES.standard, standardNumber),
        productClass: 'standard',
        leaf,
        parts: [{ kind, brand, model, specValue }],
        brand,
        model,
        family: kind.key,
        eurCents: Math.max(MIN_EUR_CENTS, Math.round(kind.basePriceEurCents * factor)),
        freight: kind.freight,
        volumeDiscountGroup: volumeGroupOf(kind),
        releaseDate: randomDate(random, RELEASE_FROM, RELEASE_TO),
        fits: [],
        parentSkus: [],
        accessorySkus: [],
      };
    });
    standard.push(...models);
    byKind.set(kind.key, models);
  }

  // B-ware: the same model and family, its own EX20 SKU with the same number.
  const bware: Draft[] = standard
    .filter((draft) => randomFor('bware', draft.sku).chance(BWARE_SHARE))
    .map((draft) => ({
      ...draft,
      sku: `${EX_SKU_FAMILY_PREFIXES.bware}${draft.sku.slice(EX_SKU_FAMILY_PREFIXES.standard.length)}`,
      productClass: 'bware',
      eurCents: Math.round(draft.eurCents * BWARE_PRICE_FACTOR),
      fits: [],
      parentSkus: [],
      accessorySkus: [],
      sourceSku: draft.sku,
    }));

  // Sets: per leaf, the first models of its first two kinds (or two models of its only kind).
  const sets: Draft[] = [];
  leaves.forEach((leaf) => {
    const leafModels = leaf.kinds.map((kind) => byKind.get(kind.key) ?? []);
    const [a, b] = leafModels.length > 1 ? [leafModels[0]?.[0], leafModels[1]?.[0]] : [leafModels[0]?.[0], leafModels[0]?.[1]];
    if (!a || !b) return;
    const [partA, partB] = [a.parts[0], b.parts[0]];
    if (!partA || !partB) return;
    sets.push({
      sku: sku(EX_SKU_FAMILY_PREFIXES.set, sets.length + 1),
      productClass: 'set',
      leaf,
      parts: [partA, partB],
      brand: a.brand,
      model: `${a.model} + ${b.model}`,
      family: a.family,
      eurCents: Math.round((a.eurCents + b.eurCents) * SET_PRICE_FACTOR),
      freight: a.freight || b.freight,
      volumeDiscountGroup: a.volumeDiscountGroup,
      releaseDate: a.releaseDate > b.releaseDate ? a.releaseDate : b.releaseDate,
      fits: [],
      parentSkus: [],
      accessorySkus: [],
    });
  });

  // Accessories: one per kind, fitting all its models and their B-ware copies.
  const accessories: Draft[] = kinds.map(({ leaf, kind }, index) => {
    const random = randomFor('accessory', kind.key);
    const brand = ownBrands.length > 0 ? random.pick(ownBrands) : pickBrand(random, brands);
    const parents = [...(byKind.get(kind.key) ?? [])];
    const parentSkus = [
      ...parents.map((p) => p.sku),
      ...bware.filter((b) => b.family === kind.key).map((b) => b.sku),
    ];
    const model = `${modelInitials(kind.key, leaf.path[0])}-A${random.int(1, 9)}`;
    return {
      sku: sku(EX_SKU_FAMILY_PREFIXES.standard, ACCESSORY_NUMBER_BASE + index + 1),
      productClass: 'accessory',
      leaf,
      parts: [{ kind, brand, model }],
      brand,
      model,
      family: kind.key,
      eurCents: Math.max(MIN_EUR_CENTS, Math.round(kind.basePriceEurCents * ACCESSORY_PRICE_FACTOR * (0.8 + 0.4 * random.next()))),
      // Spare parts fit in a parcel even when the machine does not.
      freight: false,
      volumeDiscountGroup: volumeGroupOf(kind),
      releaseDate: randomDate(random, RELEASE_FROM, RELEASE_TO),
      fits: [...new Set(parents.map((p) => `${p.brand.name} ${p.model}`))],
      parentSkus,
      accessorySkus: [],
    };
  });
  const accessoryOf = new Map(accessories.map((accessory) => [accessory.family, accessory.sku]));
  for (const draft of [...standard, ...bware]) {
    const accessory = accessoryOf.get(draft.family);
    if (accessory) draft.accessorySkus.push(accessory);
  }

  return [...standard, ...bware, ...sets, ...accessories].map((draft): PlannedProduct => {
    const reviews = planReviews(draft.sku, draft.releaseDate, reviewVolume(draft.productClass));
    const complementary = draft.productClass === 'standard' ? complementaryCategoryKeys(draft.sku, draft.leaf, leaves) : [];
    return { ...draft, reviews, ...tagsFor(draft, reviews), ...(complementary.length > 0 ? { complementaryCategories: complementary } : {}) };
  });
}
