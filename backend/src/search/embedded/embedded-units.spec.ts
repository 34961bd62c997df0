import { describe, expect, it } from '@jest/globals';
import { searchIndexName } from '@shop/domain';
import { allIndexNames, indexTarget } from '../index-name.js';
import { foldText, words } from './text-tokenizer.js';
import { allowedTypos, inflectionStem, maxTypos, wholeWordsMatchExactly } from './typo-tolerance.js';

describe('index names', () => {
  it('names one index per locale and a replica per other listing sort', () => {
    expect(searchIndexName('sk-SK')).toBe('products_sk-SK');
    expect(searchIndexName('fr-CH', 'price-asc')).toBe('products_fr-CH_price_asc');
    expect(indexTarget('products_de-AT_newest')).toEqual({ name: 'products_de-AT_newest', locale: 'de-AT', sort: 'newest' });
    expect(indexTarget('products_sk-SK_relevance')).toBeUndefined();
    expect(indexTarget('products_xx-XX')).toBeUndefined();
    expect(allIndexNames()).toHaveLength(28 * 6);
  });
});

describe('text folding', () => {
  it('lowers case and drops diacritics in every script; splits on anything but letters and digits', () => {
    expect(foldText('Konvekční TROUBA')).toBe('konvekcni trouba');
    expect(foldText('Φούρνος')).toBe('φουρνος');
    expect(words('Młynek do kawy CO-20, 3200 W')).toEqual(['mlynek', 'do', 'kawy', 'co', '20', '3200', 'w']);
    // Letters NFD leaves whole: what a shopper without the key types instead.
    expect(foldText('Støvsuger Bæreevne Leđni Heißluftofen ŒUVRE')).toBe('stovsuger baereevne ledni heissluftofen oeuvre');
    expect(words('Конвекционна фурна')).toEqual(['конвекционна', 'фурна']);
  });
});

describe('typo tolerance (Algolia: one typo from 4 letters, two from 8, per word)', () => {
  it.each([[true, 2], ['strict', 2], ['min', 2], [false, 0]] as const)('typoTolerance %j allows at most %i typos in a word', (setting, expected) => {
    expect(maxTypos(setting)).toBe(expected);
  });

  it.each([['vrtacka', 'vrtack'], ['berbequim', 'berbequi'], ['drill', 'dril'], ['oven', 'oven'], ['φουρνος', 'φουρνο']] as const)(
    'the inflection stem of %j is %j (the last letter from 5 letters on)', (word, stem) => {
      expect(inflectionStem(word)).toBe(stem);
    },
  );

  it.each([[true, false], ['strict', false], ['min', true], [false, false]] as const)('typoTolerance %j: words found whole match exactly: %j', (setting, expected) => {
    expect(wholeWordsMatchExactly(setting)).toBe(expected);
  });

  it.each([
    ['dri', 2, 0], ['oven', 2, 1], ['drill', 2, 1], ['steamer', 2, 1], ['stovsugr', 2, 2], ['konvektomat', 2, 2], ['konvektomat', 1, 1],
    ['konvektomat', 0, 0], ['φούρ', 2, 1],
  ] as const)('%j with at most %i → %i', (word, max, expected) => {
    expect(allowedTypos(word, max)).toBe(expected);
  });
});
