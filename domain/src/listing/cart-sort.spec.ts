import { describe, expect, it } from '@jest/globals';
import { money } from '../money/money.js';
import { CART_SORT_KEYS, cartItemComparator, isCartSortKey, sortCartItems, type CartSortKey } from './cart-sort.js';

const item = (id: string, cents: number, createdAt: string | Date) => ({ id, price: money(cents, 'EUR'), createdAt });

const items = [
  item('a', 5900, '2024-03-01T10:00:00Z'),
  item('b', 195, '2024-03-03T10:00:00Z'),
  item('c', 99900, '2024-03-02T10:00:00Z'),
  item('d', 5900, new Date('2024-03-04T10:00:00Z')),
  item('e', 1995, 'not a date'),
  item('f', 195, '2024-03-03T10:00:00Z'),
];

describe('cart listing sort keys (spec 1 §5)', () => {
  it('pins the keys', () => {
    expect(CART_SORT_KEYS).toEqual(['price-up', 'price-down', 'latest']);
    expect(isCartSortKey('latest')).toBe(true);
    expect(isCartSortKey('price-asc')).toBe(false);
  });

  it.each<[CartSortKey, string]>([
    ['price-up', 'bfeadc'],
    ['price-down', 'cadebf'],
    // newest first, ties in their original order, unreadable dates last
    ['latest', 'dbfcae'],
  ])('%s orders the items %s', (key, order) => {
    expect(sortCartItems(items, key).map((x) => x.id).join('')).toBe(order);
    expect(items.map((x) => x.id).join('')).toBe('abcdef');
  });

  it('compares two items directly', () => {
    const [a, b] = [item('a', 100, '2024-01-01'), item('b', 200, '2024-01-02')];
    expect(cartItemComparator('price-up')(a, b)).toBeLessThan(0);
    expect(cartItemComparator('price-down')(a, b)).toBeGreaterThan(0);
    expect(cartItemComparator('latest')(a, b)).toBeGreaterThan(0);
    expect(cartItemComparator('latest')(a, a)).toBe(0);
  });

  it('refuses to compare prices in different currencies', () => {
    const mixed = [item('a', 100, '2024-01-01'), { id: 'b', price: money(100, 'CZK'), createdAt: '2024-01-01' }];
    expect(() => sortCartItems(mixed, 'price-up')).toThrow('cannot combine');
  });
});
