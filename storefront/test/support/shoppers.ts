import type { LocaleCode } from '@shop/markets';
import { marketOrigin } from './markets';

/** A shopper's market as the browser sees it: the host, the language and the shape of its URLs. */
export interface Shopper {
  readonly name: string;
  readonly country: string;
  readonly locale: LocaleCode;
  /** The key of the backend's localised fields (category names and slugs). */
  readonly language: string;
  /** The language prefix of a multi-language country's non-default language ('' otherwise). */
  readonly prefix: string;
  /** Native routing (LT): categories under /c/, products under /p/ (spec 1 §2). */
  readonly native: boolean;
}

export const SK: Shopper = { name: 'SK', country: 'sk', locale: 'sk-SK', language: 'sk', prefix: '', native: false };
export const DE: Shopper = { name: 'DE', country: 'de', locale: 'de-DE', language: 'de', prefix: '', native: false };
export const CH_FR: Shopper = { name: 'CH-fr', country: 'ch', locale: 'fr-CH', language: 'fr', prefix: '/fr', native: false };
export const LT: Shopper = { name: 'LT', country: 'lt', locale: 'lt-LT', language: 'lt', prefix: '', native: true };
/** Greek: a non-Latin script for the accessibility sweep. */
export const GR: Shopper = { name: 'GR', country: 'gr', locale: 'el-GR', language: 'el', prefix: '', native: false };

/** The market's home page (a prefixed language's home has no trailing slash). */
export const homeUrl = (shopper: Shopper): string => `${marketOrigin(shopper.country)}${shopper.prefix || '/'}`;
export const categoryPath = (shopper: Shopper, slug: string): string => `${shopper.prefix}${shopper.native ? '/c' : ''}/${slug}/`;
export const productPath = (shopper: Shopper, slug: string): string => `${shopper.prefix}${shopper.native ? '/p' : ''}/${slug}`;
export const searchIndex = (shopper: Shopper): string => `products_${shopper.locale}`;
