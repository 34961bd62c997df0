import { describe, expect, it } from '@jest/globals';
import { COUNTRY_SITE_LIST } from '@shop/markets';
import { PREFIXED_LANGUAGES } from './prefixed-languages';

describe('prefixed languages', () => {
  it('are exactly the non-default languages of the multi-language countries', () => {
    const fromMarkets = new Set(COUNTRY_SITE_LIST.flatMap((site) => site.languages.filter((language) => language !== site.defaultLanguage)));
    expect([...fromMarkets].sort()).toEqual([...PREFIXED_LANGUAGES].sort());
  });
});
