import { describe, it, expect } from '@jest/globals';
import {
  LOCALE_CODES, LOCALE_FALLBACKS, LocaleFallbackLoopError, isLocaleCode, localeFallbackChain, localeLoadOrder,
} from './locales.js';

describe('locales', () => {
  it('lists the 28 locales of the spec', () => {
    expect(LOCALE_CODES).toHaveLength(28);
    expect(new Set(LOCALE_CODES).size).toBe(28);
  });

  it('pins the fallbacks the spec names and no others', () => {
    expect(LOCALE_FALLBACKS).toEqual({
      'de-AT': 'de-DE',
      'de-CH': 'de-DE',
      'fr-BE': 'fr-FR',
      'fr-CH': 'fr-FR',
      'nl-BE': 'nl-NL',
      'it-CH': 'it-IT',
      'en-IE': 'en-GB',
    });
  });

  it('loads the fallback first and the locale last', () => {
    expect(localeLoadOrder('de-AT')).toEqual(['de-DE', 'de-AT']);
    expect(localeLoadOrder('en-IE')).toEqual(['en-GB', 'en-IE']);
    expect(localeLoadOrder('sk-SK')).toEqual(['sk-SK']);
  });

  it('follows a chain of several fallbacks', () => {
    expect(localeLoadOrder('de-CH', { 'de-CH': 'de-AT', 'de-AT': 'de-DE' })).toEqual(['de-DE', 'de-AT', 'de-CH']);
    expect(localeFallbackChain('de-CH', { 'de-CH': 'de-AT', 'de-AT': 'de-DE' })).toEqual(['de-AT', 'de-DE']);
  });

  it('gives the fallbacks alone, nearest first', () => {
    expect(localeFallbackChain('fr-BE')).toEqual(['fr-FR']);
    expect(localeFallbackChain('fr-FR')).toEqual([]);
  });

  it('refuses a looping table instead of hanging', () => {
    expect(() => localeLoadOrder('de-AT', { 'de-AT': 'de-DE', 'de-DE': 'de-AT' })).toThrow(LocaleFallbackLoopError);
    expect(() => localeLoadOrder('de-AT', { 'de-AT': 'de-AT' })).toThrow('de-AT → de-AT');
  });

  it('recognises only the served locales', () => {
    expect(isLocaleCode('fr-BE')).toBe(true);
    expect(isLocaleCode('de-BE')).toBe(false);
    expect(isLocaleCode('fr_be')).toBe(false);
    expect(isLocaleCode(undefined)).toBe(false);
  });
});
