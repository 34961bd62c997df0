import type { CountryCode, CurrencyCode, LanguageCode } from '@shop/domain';
import type { LocaleCode } from '@shop/markets';
import { createContext } from 'react-router';
import type { BackendClient } from './backend.server';

/** What every loader and action of a request knows about the shopper's market (set by the root middleware). */
export interface ShopRequest {
  readonly country: CountryCode;
  readonly language: LanguageCode;
  readonly locale: LocaleCode;
  readonly currency: CurrencyCode;
  readonly storeKey: string;
  /** '' at the root, '/fr' for a non-default language of a multi-language country. */
  readonly languagePrefix: string;
  readonly nativeRouting: boolean;
  readonly backend: BackendClient;
  readonly url: URL;
  /** The market's configured origin ('https://www.proequip.de'): every absolute URL starts with it, never with the Host. */
  readonly origin: string;
  /** The CMS's page slugs of this locale (beyond spec 1 §2's list): paths that are content pages, not categories. */
  readonly contentSlugs?: readonly string[];
  /** Set by the root middleware when spec 1 §2 makes the path a 404 (a quote in it): answer 404 first. */
  readonly notFound?: boolean;
}

export const shopContext = createContext<ShopRequest>();
