import type { ProductProjection, ProductVariant } from '@commercetools/platform-sdk';
import type { MarketContext } from '../api/call-context.js';
import { inLanguage } from './in-language.js';

function variantView(variant: ProductVariant, language: string): ProductVariant {
  const { prices: _everyMarket, ...rest } = variant;
  return { ...rest, ...(variant.attributes ? { attributes: inLanguage(variant.attributes, language) } : {}) };
}

/**
 * A product as the storefront of one market reads it (spec 1 §3): the variant's selected `price`
 * (the port's price selection for the market), not the prices of all 25 markets, and attribute
 * texts in the market's language, not in 21. That is what the spec's GraphQL selection asked
 * for; it makes a product answer about a quarter of the projection's size (3 KB instead of 13).
 */
export const productView = (product: ProductProjection, market: Pick<MarketContext, 'language'>): ProductProjection => ({
  ...product,
  masterVariant: variantView(product.masterVariant, market.language),
  variants: product.variants.map((variant) => variantView(variant, market.language)),
});
