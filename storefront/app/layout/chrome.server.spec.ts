import { describe, expect, it } from '@jest/globals';
import type { UrlMarket } from '@shop/domain';
import { canonicalHref } from './chrome.server';

const CH_FR: UrlMarket = { country: 'CH', defaultLanguage: 'de', languages: ['de', 'fr', 'it'], nativeRouting: false, currentLanguage: 'fr' };
const LT: UrlMarket = { country: 'LT', defaultLanguage: 'lt', languages: ['lt'], nativeRouting: true };

describe('canonicalHref (links go straight to the canonical URL, no redirect)', () => {
  it('writes a prefixed language’s home without the trailing slash, the default language’s as /', () => {
    expect(canonicalHref('/fr/', CH_FR)).toBe('/fr');
    expect(canonicalHref('/de/', { ...CH_FR, currentLanguage: 'de' })).toBe('/');
  });
  it('gives LT categories their native /c/ prefix', () => {
    expect(canonicalHref('/maitinimo-istaigu-iranga/', LT)).toBe('/c/maitinimo-istaigu-iranga/');
  });
  it('leaves the CMS’s pages of the locale out of LT’s /c/ prefix', () => {
    expect(canonicalHref('/faq/', LT, ['faq', 'volume-discount'])).toBe('/faq/');
    expect(canonicalHref('/FAQ', LT, ['faq'])).toBe('/faq/');
    expect(canonicalHref('/faq/', LT)).toBe('/c/faq/');
  });
  it('keeps a path that is already canonical, query included', () => {
    expect(canonicalHref('/fr/equipement-de-restauration/', CH_FR)).toBe('/fr/equipement-de-restauration/');
    expect(canonicalHref('/search?[refinementList][tags][0]=on-sale', LT)).toBe('/search?[refinementList][tags][0]=on-sale');
  });
});
