import { describe, it, expect } from '@jest/globals';
import {
  COUNTRY_COOKIE, CURRENCY_COOKIE, LANGUAGE_COUNTRY_COOKIE, LOCALE_COOKIE, MARKET_COOKIES, STORE_COOKIE,
} from './cookies.js';

const YEAR = 31_536_000;

describe('market cookies', () => {
  it('keeps the locale 365 days on the whole site, SameSite lax', () => {
    expect(LOCALE_COOKIE).toEqual({ name: 'locale', maxAgeSeconds: 365 * 86_400, path: '/', sameSite: 'lax' });
  });

  it('keeps country, language-country, store and currency one year', () => {
    for (const cookie of [COUNTRY_COOKIE, LANGUAGE_COUNTRY_COOKIE, STORE_COOKIE, CURRENCY_COOKIE]) {
      expect(cookie.maxAgeSeconds).toBe(YEAR);
    }
  });

  it('uses five distinct names', () => {
    expect(MARKET_COOKIES.map((c) => c.name)).toEqual(['locale', 'country', 'language-country', 'store', 'currency']);
  });
});
