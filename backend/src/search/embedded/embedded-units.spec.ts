import { describe, expect, it } from '@jest/globals';
import { allIndexNames, indexName, indexTarget } from '../index-name.js';
import { foldText, words } from './text-tokenizer.js';
import { typoTolerance } from './typo-tolerance.js';

describe('index names', () => {
  it('names one index per locale and a replica per other listing sort', () => {
    expect(indexName('sk-SK')).toBe('products_sk-SK');
    expect(indexName('fr-CH', 'price-asc')).toBe('products_fr-CH_price_asc');
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
    expect(words('Młynek do kawy CO-20, 3200 W')).toEqual(['młynek', 'do', 'kawy', 'co', '20', '3200', 'w']);
    expect(words('Конвекционна фурна')).toEqual(['конвекционна', 'фурна']);
  });
});

describe('typo tolerance (Algolia: one typo from 4 letters, two from 8; the shortest word decides)', () => {
  it.each([
    ['dri', true, 0], ['drill', true, 1], ['convection', true, 2], ['convection oven', true, 1], ['convection', 'min', 1],
    ['convection', 'strict', 2], ['convection', false, 0], ['', true, 0],
  ] as const)('%j with %j → %i', (query, setting, expected) => {
    expect(typoTolerance(query, setting)).toBe(expected);
  });
});
