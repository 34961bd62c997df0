import type { ExtraGuaranteeProduct } from './extra-guarantee-product.js';

// 'de-AT', 'de_at' and 'DE-at' name the same storefront.
const normalise = (languageAndCountry: string): string => languageAndCountry.trim().replace('_', '-').toLowerCase();

/**
 * Reading chosen: enabledOnMarket lists language-country codes ('de-AT'), because the spec
 * (spec 2 §4) filters "for the current language-country"; a bare country code ('AT') therefore
 * enables nothing, and in a multilingual market each language is enabled on its own.
 */
export const isEnabledOnMarket = (guarantee: ExtraGuaranteeProduct, languageAndCountry: string): boolean =>
  (guarantee.enabledOnMarket ?? []).some((code) => normalise(code) === normalise(languageAndCountry));

/** The guarantee list kept after loading: published and enabled here (spec 1 §4, spec 2 §4). */
export const guaranteesForMarket = <G extends ExtraGuaranteeProduct>(guarantees: readonly G[], languageAndCountry: string): G[] =>
  guarantees.filter((guarantee) => guarantee.published && isEnabledOnMarket(guarantee, languageAndCountry));
