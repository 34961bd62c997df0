import { describe, expect, it } from '@jest/globals';
import { LOCALE_COOKIE } from '@shop/markets';
import { MarketResolver } from '../market/market-resolver.service.js';
import { requestHost } from '../market/request-host.js';
import { marketContext, type LanguageSources } from './market-context.js';

/** The controller's path: host (query, x-forwarded-host, Host) → MarketResolver → marketContext. */
const contextFor = (request: LanguageSources & { headers: Record<string, string> }) =>
  marketContext(new MarketResolver().resolve(requestHost({ query: request.query as Record<string, string>, headers: request.headers })), request);

describe('marketContext: host → country, currency, store; language prefix or locale cookie → language', () => {
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
});
