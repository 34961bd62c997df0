import type { CountryCode, CurrencyCode, LanguageCode } from '@shop/domain';
import type { LocaleCode } from '@shop/markets';
import type { CallSession } from './call-session.js';

/** The market a call is served in: the host picks the country; the language prefix, locale cookie or browser language (Accept-Language) the language. */
export interface MarketContext {
  readonly country: CountryCode;
  readonly language: LanguageCode;
  /** `languageAndCountry`, e.g. 'fr-CH'. */
  readonly locale: LocaleCode;
  readonly currency: CurrencyCode;
  /** The commerce store of the country, e.g. 'ex-sk'. */
  readonly storeKey: string;
}

/** What every commerce handler gets besides its payload parts. */
export interface CallContext {
  readonly market: MarketContext;
  /** The shopper's stateless session (signed cookie); handlers read it and write cart/customer changes. */
  readonly session: CallSession;
  /** The client's address (see throttle/client-ip.ts): what per-address limits count. */
  readonly clientIp: string;
}
