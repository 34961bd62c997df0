import { describe, expect, it } from '@jest/globals';
import { isMarketLanguage, splitLanguagePrefix } from './language-prefix.js';
import type { UrlMarket } from './url-market.js';

const BE: UrlMarket = { country: 'BE', defaultLanguage: 'nl', languages: ['nl', 'fr'], nativeRouting: false };
const MISCONFIGURED: UrlMarket = { country: 'AT', defaultLanguage: 'de', languages: [], nativeRouting: false };

describe('language prefix (spec 1 §2)', () => {
  it.each([
    [BE, ['nl', 'boren'], undefined, ['boren']],
    [BE, ['NL'], undefined, []],
    [BE, ['fr', 'forets'], 'fr', ['forets']],
    [BE, ['FR', 'Forets'], 'fr', ['Forets']],
    [BE, ['de', 'x'], undefined, ['de', 'x']],
    [BE, ['xx', 'x'], undefined, ['xx', 'x']],
    [BE, ['boren'], undefined, ['boren']],
    [BE, [], undefined, []],
    [MISCONFIGURED, ['de', 'x'], undefined, ['x']],
  ])('%j %j → prefix %s, rest %j', (market, segments, language, rest) => {
    expect(splitLanguagePrefix(segments, market)).toEqual({ language, segments: rest });
  });

  it.each([['nl', true], ['fr', true], ['de', false], ['xx', false], [undefined, false]])('%s is a BE language: %s', (value, expected) => {
    expect(isMarketLanguage(value, BE)).toBe(expected);
  });
});
