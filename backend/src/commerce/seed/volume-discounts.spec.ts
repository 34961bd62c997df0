import { describe, expect, it } from '@jest/globals';
import { applicableVolumeTier, compareSortOrder, DEFAULT_VOLUME_DISCOUNT_GROUP, DEFAULT_VOLUME_TIERS, parseVolumePredicate } from '@shop/domain';
import { volumeCartDiscounts, volumeDiscountGroups } from './volume-discounts.js';

/** Evaluates the predicates this module writes: clauses joined by 'and'. */
function matches(predicate: string, line: { quantity: number; group: string }): boolean {
  return predicate.split(' and ').every((clause) => {
    const quantity = /^quantity (>=|<) (\d+)$/.exec(clause);
    if (quantity) return quantity[1] === '>=' ? line.quantity >= Number(quantity[2]) : line.quantity < Number(quantity[2]);
    const group = /^attributes\.volumeDiscountGroup = "([^"]+)"$/.exec(clause);
    if (group) return line.group === group[1];
    throw new Error(`unexpected clause ${clause}`);
  });
}

const groups = volumeDiscountGroups(['consumables', DEFAULT_VOLUME_DISCOUNT_GROUP, 'consumables']);
const discounts = volumeCartDiscounts(groups);

describe('volume discounts', () => {
  it('cover the default group first, then the catalogue’s other groups', () => {
    expect(groups).toEqual([DEFAULT_VOLUME_DISCOUNT_GROUP, 'consumables']);
    expect(discounts).toHaveLength(groups.length * DEFAULT_VOLUME_TIERS.length);
  });

  it('use domain’s tiers: 3/5/10 items for 5/10/15 %, relative, no code, every store', () => {
    for (const group of groups) {
      const own = discounts.filter((d) => d.custom?.fields?.volumeDiscountGroup === group);
      expect(own.map((d) => d.value)).toEqual(DEFAULT_VOLUME_TIERS.map((t) => ({ type: 'relative', permyriad: t.permyriad })));
      expect(own.map((d) => d.key)).toEqual(DEFAULT_VOLUME_TIERS.map((t) => `volume-${group}-${t.volume}`));
      for (const discount of own) {
        expect(discount.requiresDiscountCode).toBe(false);
        expect(discount.isActive).toBe(true);
        expect(discount.stores).toBeUndefined();
        expect(discount.cartPredicate).toBe('true');
      }
    }
  });

  it('start each target with the spec’s "quantity >= N" clause', () => {
    for (const discount of discounts) {
      const predicate = discount.target?.type === 'lineItems' ? discount.target.predicate : '';
      const volume = parseVolumePredicate(predicate.split(' and ')[0] ?? '');
      expect(DEFAULT_VOLUME_TIERS.map((t) => t.volume)).toContain(volume);
    }
  });

  it('apply exactly the tier domain picks, and only within the line’s group', () => {
    for (const group of [...groups, 'no-such-group']) {
      for (let quantity = 1; quantity <= 25; quantity += 1) {
        const hits = discounts.filter((d) => d.target?.type === 'lineItems' && matches(d.target.predicate, { quantity, group }));
        const expected = groups.includes(group) ? applicableVolumeTier(DEFAULT_VOLUME_TIERS, quantity) : undefined;
        expect(hits.map((d) => (d.value.type === 'relative' ? d.value.permyriad : -1))).toEqual(expected ? [expected.permyriad] : []);
      }
    }
  });

  it('have unique sortOrders between 0 and 1 that order each group’s tiers by volume', () => {
    const orders = discounts.map((d) => d.sortOrder ?? '');
    expect(new Set(orders).size).toBe(orders.length);
    for (const order of orders) expect(order).toMatch(/^0\.\d+$/);
    for (const group of groups) {
      const own = discounts.filter((d) => d.custom?.fields?.volumeDiscountGroup === group);
      const sorted = [...own].sort((a, b) => compareSortOrder(a.sortOrder ?? '', b.sortOrder ?? ''));
      expect(sorted).toEqual(own);
    }
  });
});
