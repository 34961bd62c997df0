import { describe, expect, it } from '@jest/globals';
import { alternativeSku } from './alternative-sku.js';

describe('alternativeSku: the new product and its B-ware copy point at each other', () => {
  it.each([
    ['EX10000001', 'EX20000001'],
    ['EX20000001', 'EX10000001'],
    ['EX10500123', 'EX20500123'],
    ['EX18000004', undefined],
    ['EX50000001', undefined],
    ['4100010', undefined],
    ['EX1000001', undefined],
    ['ex10000001', undefined],
    ['', undefined],
  ] as const)('%j → %j', (sku, alternative) => {
    expect(alternativeSku(sku)).toBe(alternative);
  });
});
