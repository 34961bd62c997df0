import { describe, expect, it } from '@jest/globals';
import {
  categoryLeaf, isRefined, parentCategoryPath, refinedCategory, toggleValue, withCategoryPath, withMinRating, withPrice,
} from './refinement-changes';

describe('refinement changes behind the filter links', () => {
  it('adds and removes a value of an attribute', () => {
    const one = toggleValue({ lists: {} }, 'brand', 'A');
    expect(one).toEqual({ lists: { brand: ['A'] } });
    const two = toggleValue(one, 'brand', 'B');
    expect(two.lists.brand).toEqual(['A', 'B']);
    expect(isRefined(two, 'brand', 'B')).toBe(true);
    expect(toggleValue(toggleValue(two, 'brand', 'A'), 'brand', 'B')).toEqual({ lists: {} });
  });

  it('sets and clears the price and the rating', () => {
    const priced = withPrice({ lists: {} }, { min: 100 });
    expect(priced).toEqual({ lists: {}, price: { min: 100 } });
    expect(withPrice(priced, undefined)).toEqual({ lists: {} });
    expect(withMinRating(priced, 3)).toEqual({ lists: {}, price: { min: 100 }, minRating: 3 });
    expect(withMinRating({ lists: {}, minRating: 3 }, undefined)).toEqual({ lists: {} });
  });

  it('moves through the category tree one path at a time', () => {
    const start = { lists: { brand: ['A'], 'categories.lvl0': ['Gastro'] } };
    const deeper = withCategoryPath(start, 'Gastro > Ovens');
    expect(deeper).toEqual({ lists: { brand: ['A'], 'categories.lvl1': ['Gastro > Ovens'] } });
    expect(refinedCategory(deeper)).toEqual({ level: 1, path: 'Gastro > Ovens' });
    expect(parentCategoryPath('Gastro > Ovens')).toBe('Gastro');
    expect(parentCategoryPath('Gastro')).toBeUndefined();
    expect(withCategoryPath(deeper, undefined)).toEqual({ lists: { brand: ['A'] } });
    expect(refinedCategory({ lists: {} })).toBeUndefined();
    expect(categoryLeaf('Gastro > Ovens > Combi')).toBe('Combi');
  });
});
