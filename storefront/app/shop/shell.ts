import type { CountryCode, CurrencyCode, LanguageCode, NumberConventions } from '@shop/domain';
import type { LanguageOption, LocaleCode, StoreFeatures } from '@shop/markets';
import { useRouteLoaderData } from 'react-router';
import type { ChromeData } from '../layout/chrome';

export interface ShellMarket {
  readonly country: CountryCode;
  readonly language: LanguageCode;
  readonly locale: LocaleCode;
  readonly currency: CurrencyCode;
  readonly storeKey: string;
  readonly languagePrefix: string;
  readonly nativeRouting: boolean;
  readonly label: string;
  readonly languages: readonly LanguageOption[];
}

/** The store's boolean switches after `toggle…` overrides, plus the client toggles (recommendations). */
export type ShellFeatures = { readonly [K in keyof StoreFeatures as StoreFeatures[K] extends boolean ? K : never]: boolean } & {
  readonly recommendations: boolean;
};

export interface ShellCustomer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/**
 * What the root loader gives every page: market, switches, session summary. Not the messages:
 * the browser loads them as a file of their own (app/i18n/locale-messages.ts).
 */
export interface ShellData {
  readonly market: ShellMarket;
  /**
   * How the market's locale writes numbers: its one row of domain's NUMBER_CONVENTIONS, so the
   * browser formats like the server without loading the whole table.
   */
  readonly numbers: NumberConventions;
  readonly features: ShellFeatures;
  readonly cartItemCount: number;
  readonly customer: ShellCustomer | null;
  readonly year: number;
  /** The origin canonical links name (shop/seo.ts: https on a production domain). */
  readonly origin: string;
  /** Header, category bar and footer data (app/layout/chrome.ts). */
  readonly chrome: ChromeData;
}

/** The root loader's data from any component (undefined only inside the error page's fallback). */
export function useShell(): ShellData {
  const shell = useRouteLoaderData('root') as ShellData | undefined;
  if (!shell) throw new Error('useShell outside the root route');
  return shell;
}

/** A path in the shopper's language: '/fr' + '/search' on fr-CH, '/search' at the root. */
export function useLocalPath(): (path: string) => string {
  const { market } = useShell();
  return (path) => (market.languagePrefix ? `${market.languagePrefix}${path === '/' ? '' : path}` || '/' : path);
}
