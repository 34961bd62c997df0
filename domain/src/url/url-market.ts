import type { CountryCode, LanguageCode } from '../market/codes.js';

/**
 * What URL normalisation needs from a market. The markets package supplies the configuration
 * (`nativeRouting` from `hasNativeRouting(country)`); the request adds `currentLanguage`.
 */
export interface UrlMarket {
  readonly country: CountryCode;
  /** Lives at the root: its prefix is never shown. */
  readonly defaultLanguage: LanguageCode;
  readonly languages: readonly LanguageCode[];
  readonly nativeRouting: boolean;
  /**
   * The language the shopper browses in (locale cookie or browser). Only consulted when the path
   * itself carries no language prefix of this market: the path's prefix wins.
   */
  readonly currentLanguage?: LanguageCode;
}
