import { money, type CurrencyCode, type Money } from '@shop/domain';
import { keepQuantitiesTogether } from '../../i18n/quantities';

// The parts of the backend's product answer (spec 1 §3, commercetools' ProductProjection as the
// README's getProduct gives it: one market's price, texts in the market's language) this page reads.

export interface BackendMoney {
  readonly centAmount: number;
  readonly currencyCode: string;
  readonly fractionDigits?: number;
}

export interface BackendPrice {
  readonly value: BackendMoney;
  readonly discounted?: { readonly value: BackendMoney };
}

export interface BackendImage {
  readonly url: string;
  readonly label?: string;
  readonly dimensions?: { readonly w: number; readonly h: number };
}

export interface BackendAttribute {
  readonly name: string;
  readonly value: unknown;
}

export interface BackendVariant {
  readonly sku?: string;
  readonly images?: readonly BackendImage[];
  readonly price?: BackendPrice;
  readonly availability?: { readonly isOnStock?: boolean; readonly availableQuantity?: number };
  readonly attributes?: readonly BackendAttribute[];
}

export type LocalizedText = Readonly<Record<string, string | undefined>>;

export interface BackendRatingStatistics {
  readonly averageRating: number;
  readonly count: number;
  readonly ratingsDistribution?: Readonly<Record<string, number>>;
}

export interface BackendProduct {
  readonly id: string;
  readonly published?: boolean;
  readonly name: LocalizedText;
  readonly slug: LocalizedText;
  readonly description?: LocalizedText;
  readonly metaTitle?: LocalizedText;
  readonly metaDescription?: LocalizedText;
  readonly categories?: readonly { readonly id: string }[];
  readonly masterVariant: BackendVariant;
  readonly reviewRatingStatistics?: BackendRatingStatistics;
  /** Expanded only when the backend expands it: then the market's rate is read from it. */
  readonly taxCategory?: { readonly obj?: { readonly rates?: readonly { readonly country: string; readonly amount: number }[] } };
}

export interface ProductsAnswer {
  readonly products: readonly BackendProduct[];
}

/**
 * A localized text in the shopper's language, as the data has it (slugs and keys such as a family
 * or a discount group are sent back to the backend). The backend answers in the market's language
 * already; the first value stands in when a text lacks it rather than showing nothing.
 */
export function localized(text: LocalizedText | undefined, language: string): string | undefined {
  if (!text) return undefined;
  const value = text[language] ?? Object.values(text).find((entry) => typeof entry === 'string' && entry !== '');
  return value === undefined || value === '' ? undefined : value;
}

/** A localized text as the page shows it: numbers keep their units on one line ('7 kW'). */
export function shownText(text: LocalizedText | undefined, language: string): string | undefined {
  const value = localized(text, language);
  return value === undefined ? undefined : keepQuantitiesTogether(value);
}

export function attributeOf(variant: BackendVariant, name: string): unknown {
  return variant.attributes?.find((attribute) => attribute.name === name)?.value;
}

/** A text attribute, or a localized one in the shopper's language, as the data has it. */
export function textAttribute(variant: BackendVariant, name: string, language: string): string | undefined {
  const value = attributeOf(variant, name);
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (value && typeof value === 'object' && !Array.isArray(value)) return localized(value as LocalizedText, language);
  return undefined;
}

/** A text attribute as the page shows it: numbers keep their units on one line. */
export function shownTextAttribute(variant: BackendVariant, name: string, language: string): string | undefined {
  const value = textAttribute(variant, name, language);
  return value === undefined ? undefined : keepQuantitiesTogether(value);
}

export function numberAttribute(variant: BackendVariant, name: string): number | undefined {
  const value = attributeOf(variant, name);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function stringListAttribute(variant: BackendVariant, name: string): string[] {
  const value = attributeOf(variant, name);
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string' && entry !== '') : [];
}

export const booleanAttribute = (variant: BackendVariant, name: string): boolean => attributeOf(variant, name) === true;

/** The energy class is an enum attribute ({ key, label }) or plain text. */
export function enumAttribute(variant: BackendVariant, name: string): string | undefined {
  const value = attributeOf(variant, name);
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'key' in value && typeof value.key === 'string') return value.key;
  return undefined;
}

export const toMoney = (value: BackendMoney): Money =>
  money(value.centAmount, value.currencyCode as CurrencyCode, value.fractionDigits);
