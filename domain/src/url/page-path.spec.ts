import { describe, expect, it } from '@jest/globals';
import { normaliseUrl } from './normalise-url.js';
import { categoryListingPath, productPagePath } from './page-path.js';
import type { UrlMarket } from './url-market.js';

const SK: UrlMarket = { country: 'SK', defaultLanguage: 'sk', languages: ['sk'], nativeRouting: false };
const LT: UrlMarket = { country: 'LT', defaultLanguage: 'lt', languages: ['lt'], nativeRouting: true };

describe('page paths as links write them (spec 1 §2)', () => {
  it.each([
    ['drill-press-dp-16-10012345', false, '/drill-press-dp-16-10012345'],
    ['drill-press-dp-16-10012345', true, '/p/drill-press-dp-16-10012345'],
    ['Kühlschrank-10000003', false, '/k%C3%BChlschrank-10000003'],
  ] as const)('product %s (native %s) → %s', (slug, native, path) => {
    expect(productPagePath(slug, native)).toBe(path);
  });

  it.each([
    ['gastro-vybavenie', false, '/gastro-vybavenie/'],
    ['maitinimo-istaigu-iranga', true, '/c/maitinimo-istaigu-iranga/'],
    ['επαγγελματικός', false, `/${encodeURIComponent('επαγγελματικός')}/`],
  ] as const)('category %s (native %s) → %s', (slug, native, path) => {
    expect(categoryListingPath(slug, native)).toBe(path);
  });

  it.each(['', ' ', 'a/b'])('refuses the slug %j', (slug) => {
    expect(() => productPagePath(slug, false)).toThrow(RangeError);
    expect(() => categoryListingPath(slug, true)).toThrow(RangeError);
  });

  it('writes paths the normalisation passes unchanged', () => {
    for (const [market, native] of [[SK, false], [LT, true]] as const) {
      expect(normaliseUrl({ path: productPagePath('x-10012345', native), market })).toEqual({ kind: 'pass' });
      expect(normaliseUrl({ path: categoryListingPath('ovens', native), market })).toEqual({ kind: 'pass' });
    }
  });
});
