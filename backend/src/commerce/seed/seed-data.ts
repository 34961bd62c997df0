import type {
  CartDiscountDraft, CategoryDraft, ChannelDraft, DiscountCodeDraft, InventoryEntryDraft, ProductDiscountDraft,
  ProductDraft, ProductTypeDraft, ReviewDraft, ShippingMethodDraft, StoreDraft, TaxCategoryDraft, TypeDraft, ZoneDraft,
} from '@commercetools/platform-sdk';
import { COUNTRY_CODES, LANGUAGE_CODES } from '@shop/domain';
import { LOCALE_CODES } from '@shop/markets';
import { MARKET_CURRENCIES } from './prices.js';
import type { Brand, CategoryNode, DescriptionTemplates } from './vocabulary/vocabulary-types.js';

/** What the generator composes texts from (the shape of vocabulary/index.ts's VOCABULARY). */
export interface SeedVocabulary {
  readonly departments: readonly CategoryNode[];
  readonly brands: readonly Brand[];
  readonly templates: DescriptionTemplates;
}

/**
 * The demo data as commercetools drafts. Drafts reference each other by key only, so the same
 * data loads into a commercetools project (idempotently, by key) and into the embedded engine.
 */
export interface SeedData {
  readonly types: TypeDraft[];
  readonly channels: ChannelDraft[];
  readonly taxCategories: TaxCategoryDraft[];
  readonly zones: ZoneDraft[];
  readonly shippingMethods: ShippingMethodDraft[];
  readonly productTypes: ProductTypeDraft[];
  readonly categories: CategoryDraft[];
  readonly products: ProductDraft[];
  readonly productDiscounts: ProductDiscountDraft[];
  readonly stores: StoreDraft[];
  readonly cartDiscounts: CartDiscountDraft[];
  readonly discountCodes: DiscountCodeDraft[];
  readonly inventory: InventoryEntryDraft[];
  readonly reviews: ReviewDraft[];
}

/**
 * An order in which every draft's references already exist when it is created: custom types
 * and the things they describe first, categories parent before child (as listed), products
 * before what targets them. Discount codes need their cart discounts.
 */
export const SEED_LOAD_ORDER: readonly (keyof SeedData)[] = [
  'types', 'channels', 'taxCategories', 'zones', 'shippingMethods', 'productTypes', 'categories',
  'products', 'productDiscounts', 'stores', 'cartDiscounts', 'discountCodes', 'inventory', 'reviews',
];

/**
 * The project settings the data needs (commercetools project languages, currencies, countries).
 * Languages: the 21 languages the catalogue is written in, plus the 28 language-country
 * locales reviews and delivery times are keyed by.
 */
export const PROJECT_SETTINGS = {
  languages: [...LANGUAGE_CODES, ...LOCALE_CODES.filter((locale) => !(LANGUAGE_CODES as readonly string[]).includes(locale))],
  currencies: [...MARKET_CURRENCIES],
  countries: [...COUNTRY_CODES],
} as const;
