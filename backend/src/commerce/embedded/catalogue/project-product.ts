import type { InventoryEntry, LocalizedString, ProductProjection, ProductVariant } from '@commercetools/platform-sdk';
import type { PriceContext } from '../../port/price-context.js';

/** The stock entry of a SKU (live, not part of the catalogue snapshot). */
export type StockOf = (sku: string) => InventoryEntry | undefined;

/** Picks the price a shopper in `context` pays for a variant (commercetools price selection). */
export type SelectPrice = (variant: ProductVariant, context: PriceContext, now: Date) => ProductVariant['price'];

/** commercetools' localeProjection: only the languages the market speaks travel over the wire. */
function projectLocales(text: LocalizedString | undefined, languages: readonly string[]): LocalizedString | undefined {
  if (!text || languages.length === 0) return text;
  return Object.fromEntries(Object.entries(text).filter(([language]) => languages.includes(language)));
}

function withAvailabilityAndPrice(variant: ProductVariant, stockOf: StockOf, context: PriceContext, selectPrice: SelectPrice, now: Date): ProductVariant {
  const entry = variant.sku ? stockOf(variant.sku) : undefined;
  const price = selectPrice(variant, context, now);
  return {
    ...variant,
    ...(price ? { price } : {}),
    ...(entry ? { availability: { isOnStock: (entry.availableQuantity ?? 0) > 0, availableQuantity: entry.availableQuantity ?? 0 } } : {}),
  };
}

type LocalisedTexts = Pick<ProductProjection, 'name' | 'slug' | 'description' | 'metaTitle' | 'metaDescription'>;

/**
 * The texts of a projection in a market's languages. A projection never changes (a catalogue
 * change makes a new one), so its texts are projected once per language list, not on every read;
 * like every catalogue object they are shared and never mutated. Stock and prices are live and
 * are not kept.
 */
const localised = new WeakMap<ProductProjection, Map<string, LocalisedTexts>>();

function localisedTexts(projection: ProductProjection, languages: readonly string[]): LocalisedTexts {
  let byLanguages = localised.get(projection);
  if (!byLanguages) localised.set(projection, (byLanguages = new Map()));
  const key = languages.join(',');
  const known = byLanguages.get(key);
  if (known) return known;
  const texts: LocalisedTexts = {
    name: projectLocales(projection.name, languages)!,
    slug: projectLocales(projection.slug, languages)!,
    ...(projection.description ? { description: projectLocales(projection.description, languages)! } : {}),
    ...(projection.metaTitle ? { metaTitle: projectLocales(projection.metaTitle, languages)! } : {}),
    ...(projection.metaDescription ? { metaDescription: projectLocales(projection.metaDescription, languages)! } : {}),
  };
  byLanguages.set(key, texts);
  return texts;
}

/** What a shopper in `context` sees of a published product: their languages, price and stock. */
export function projectProduct(projection: ProductProjection, stockOf: StockOf, context: PriceContext, selectPrice: SelectPrice, now: Date): ProductProjection {
  const variant = (v: ProductVariant) => withAvailabilityAndPrice(v, stockOf, context, selectPrice, now);
  return {
    ...projection,
    ...localisedTexts(projection, context.languages),
    masterVariant: variant(projection.masterVariant),
    variants: projection.variants.map(variant),
  };
}
