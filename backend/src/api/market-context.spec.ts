import { describe, expect, it } from '@jest/globals';
import { LOCALE_COOKIE } from '@shop/markets';
import { MarketResolver } from '../market/market-resolver.service.js';
import { requestHost } from '../market/request-host.js';
import { marketContext, type LanguageSources } from './market-context.js';

/** The controller's path: host (query, x-forwarded-host, Host) → MarketResolver → marketContext. */
const contextFor = (request: LanguageSources & { headers: Record<string, string> }) =>
  marketContext(new MarketResolver().resolve(requestHost({ query: request.query as Record<string, string>, headers: request.headers })), request);
const browser = (acceptLanguage: string) => ({ 'accept-language': acceptLanguage });

describe('marketContext: host → country, currency, store; language prefix, locale cookie or Accept-Language → language', () => {
  it('follows the host query parameter over x-forwarded-host and Host', () => {
    expect(contextFor({ query: { host: 'de.localhost' }, headers: { host: 'localhost', 'x-forwarded-host': 'cz.localhost' } }))
      .toEqual({ country: 'DE', language: 'de', locale: 'de-DE', currency: 'EUR', storeKey: 'ex-de' });
    expect(contextFor({ query: {}, headers: { host: 'localhost', 'x-forwarded-host': 'cz.localhost' } }))
      .toEqual({ country: 'CZ', language: 'cs', locale: 'cs-CZ', currency: 'CZK', storeKey: 'ex-cz' });
  });

  it("uses the country's default language without a prefix or cookie", () => {
    expect(contextFor({ query: { host: 'ch.localhost' }, headers: {} })).toMatchObject({ country: 'CH', language: 'de', locale: 'de-CH', currency: 'CHF' });
  });

  it('takes the language prefix, then the locale cookie, in a multi-language country', () => {
    const cookies = { [LOCALE_COOKIE.name]: 'it-CH' };
    expect(contextFor({ query: { host: 'ch.localhost', language: 'fr' }, cookies, headers: {} })).toMatchObject({ language: 'fr', locale: 'fr-CH' });
    expect(contextFor({ query: { host: 'ch.localhost' }, cookies, headers: {} })).toMatchObject({ language: 'it', locale: 'it-CH' });
    expect(contextFor({ query: { host: 'be.localhost' }, cookies: { locale: 'fr-BE' }, headers: {} })).toMatchObject({ country: 'BE', locale: 'fr-BE', storeKey: 'ex-be' });
    expect(contextFor({ query: { host: 'be.localhost', language: 'NL' }, cookies: { locale: 'fr-BE' }, headers: {} })).toMatchObject({ locale: 'nl-BE' });
  });

  it('ignores a language the country is not served in: falls through to the cookie, then the default', () => {
    expect(contextFor({ query: { host: 'ch.localhost', language: 'sk' }, cookies: { locale: 'fr-CH' }, headers: {} })).toMatchObject({ locale: 'fr-CH' });
    expect(contextFor({ query: { host: 'sk.localhost', language: 'fr' }, cookies: { locale: 'fr-CH' }, headers: {} })).toMatchObject({ locale: 'sk-SK' });
    expect(contextFor({ query: { host: 'be.localhost', language: ['fr'] }, headers: {} })).toMatchObject({ locale: 'nl-BE' });
  });

  // Spec 1 §1: the locale comes from the cookie, then the browser's language when the market has
  // it, then the market's default; the storefront's language prefix (?language=) stays first.
  it("takes the browser's language (Accept-Language) when the market has it", () => {
    expect(contextFor({ query: { host: 'ch.localhost' }, headers: browser('fr-CH') })).toMatchObject({ country: 'CH', language: 'fr', locale: 'fr-CH' });
    // Another country's variant of a language the market serves counts: fr-FR on CH is French.
    expect(contextFor({ query: { host: 'ch.localhost' }, headers: browser('fr-FR,fr;q=0.9') })).toMatchObject({ locale: 'fr-CH' });
    expect(contextFor({ query: { host: 'be.localhost' }, headers: browser('fr') })).toMatchObject({ locale: 'fr-BE' });
  });

  it("follows the browser's preference order and weights, skipping languages the market lacks", () => {
    expect(contextFor({ query: { host: 'ch.localhost' }, headers: browser('en-GB,en;q=0.9,it;q=0.8,fr;q=0.7') })).toMatchObject({ locale: 'it-CH' });
    expect(contextFor({ query: { host: 'ch.localhost' }, headers: browser('de;q=0.5,fr;q=0.8') })).toMatchObject({ locale: 'fr-CH' });
    expect(contextFor({ query: { host: 'ch.localhost' }, headers: browser('fr;q=0,it') })).toMatchObject({ locale: 'it-CH' });
  });

  it("falls back to the market's default when the browser asks for nothing it has, anything (*), or sends garbage", () => {
    expect(contextFor({ query: { host: 'ch.localhost' }, headers: browser('en-GB,en;q=0.9') })).toMatchObject({ locale: 'de-CH' });
    expect(contextFor({ query: { host: 'ch.localhost' }, headers: browser('*') })).toMatchObject({ locale: 'de-CH' });
    expect(contextFor({ query: { host: 'ch.localhost' }, headers: browser(';;;,=q') })).toMatchObject({ locale: 'de-CH' });
    expect(contextFor({ query: { host: 'ch.localhost' }, headers: browser('') })).toMatchObject({ locale: 'de-CH' });
    expect(contextFor({ query: { host: 'sk.localhost' }, headers: browser('fr-CH') })).toMatchObject({ locale: 'sk-SK' });
  });

  it("puts the language prefix first, then the cookie, before the browser's language", () => {
    expect(contextFor({ query: { host: 'ch.localhost', language: 'it' }, cookies: { locale: 'de-CH' }, headers: browser('fr-CH') })).toMatchObject({ locale: 'it-CH' });
    expect(contextFor({ query: { host: 'ch.localhost' }, cookies: { locale: 'de-CH' }, headers: browser('fr-CH') })).toMatchObject({ locale: 'de-CH' });
    // A cookie of a language the market lacks does not hide the browser's language.
    expect(contextFor({ query: { host: 'ch.localhost' }, cookies: { locale: 'sk-SK' }, headers: browser('fr-CH') })).toMatchObject({ locale: 'fr-CH' });
  });
});
