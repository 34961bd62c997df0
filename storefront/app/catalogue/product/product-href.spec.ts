import { describe, expect, it } from '@jest/globals';
import { normaliseUrl } from '@shop/domain';
import { categoryHref, productHref } from './product-href';

const sk = { country: 'SK', defaultLanguage: 'sk', languages: ['sk'], nativeRouting: false } as const;
const lt = { country: 'LT', defaultLanguage: 'lt', languages: ['lt'], nativeRouting: true } as const;
const ch = { country: 'CH', defaultLanguage: 'de', languages: ['de', 'fr', 'it'], nativeRouting: false, currentLanguage: 'fr' } as const;

describe('product and category links are already canonical (no redirect for the shopper)', () => {
  it.each([
    ['SK product', productHref('vrtacka-10000001', { languagePrefix: '', nativeRouting: false }), '/vrtacka-10000001', sk],
    ['LT product', productHref('grezt-10000001', { languagePrefix: '', nativeRouting: true }), '/p/grezt-10000001', lt],
    ['CH-fr product', productHref('perceuse-10000001', { languagePrefix: '/fr', nativeRouting: false }), '/fr/perceuse-10000001', ch],
    ['SK category', categoryHref(['naradie', 'vrtacky'], { languagePrefix: '', nativeRouting: false }), '/naradie/vrtacky/', sk],
    ['LT category', categoryHref(['irankiai'], { languagePrefix: '', nativeRouting: true }), '/c/irankiai/', lt],
    ['CH-fr category', categoryHref(['outils'], { languagePrefix: '/fr', nativeRouting: false }), '/fr/outils/', ch],
  ] as const)('%s', (_, href, expected, market) => {
    expect(href).toBe(expected);
    expect(normaliseUrl({ path: href, market })).toEqual({ kind: 'pass' });
  });

  it('escapes what a slug must not carry raw', () => {
    expect(productHref('čerpadlo 10000001', { languagePrefix: '', nativeRouting: false })).toBe('/%C4%8Derpadlo%2010000001');
  });
});
