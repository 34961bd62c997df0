import { describe, expect, it } from '@jest/globals';
import { discountUnit, distributeOverGroups, distributeProportionally, type UnitState } from './line-totals.js';
import { distributeEvenly, groupUnits, unitsOf, unitsTotal } from './unit-by-unit.fixture.js';
import { discountEvenly, discountProportionally, discountRun, groupRuns, runsTotal, unitRunsOf, type UnitRun } from './unit-runs.js';

const EUR = { currencyCode: 'EUR', fractionDigits: 2 };

/*
 * Runs of identical units must give, cent for cent, what discounting every unit on its own gives.
 * The one-by-one side below is the reference: line-totals' unit functions, applied unit by unit.
 */

type Step =
  | { kind: 'each'; id: string; off: (price: number) => number }
  | { kind: 'even'; id: string; amount: number }
  | { kind: 'proportional'; id: string; amount: number };

function oneByOne(lines: UnitState[][], step: Step): number {
  let taken = 0;
  if (step.kind === 'each') {
    for (const unit of lines.flat()) taken += discountUnit(unit, step.id, step.off(unit.price));
  } else if (step.kind === 'even') {
    const units = lines.flat();
    const shares = distributeEvenly(Math.min(step.amount, unitsTotal(units)), units.length);
    units.forEach((unit, index) => (taken += discountUnit(unit, step.id, shares[index] ?? 0)));
  } else {
    const totals = lines.map(unitsTotal);
    const lineShares = distributeProportionally(Math.min(step.amount, totals.reduce((sum, total) => sum + total, 0)), totals);
    lines.forEach((units, index) => {
      const shares = distributeProportionally(lineShares[index] ?? 0, units.map((unit) => unit.price));
      units.forEach((unit, unitIndex) => (taken += discountUnit(unit, step.id, shares[unitIndex] ?? 0)));
    });
  }
  return taken;
}

function inRuns(lines: UnitRun[][], step: Step): number {
  if (step.kind === 'even') return discountEvenly(lines, step.id, step.amount);
  if (step.kind === 'proportional') return discountProportionally(lines, step.id, step.amount);
  let taken = 0;
  for (const run of lines.flat()) taken += discountRun(run, step.id, step.off(run.price));
  return taken;
}

/** The runs written out unit by unit, to compare unit order, prices and portions with the reference. */
const expand = (runs: readonly UnitRun[]): UnitState[] =>
  runs.flatMap((run) => Array.from({ length: run.count }, () => ({ price: run.price, portions: run.portions })));

function checkSameCents(prices: readonly number[], quantities: readonly number[], steps: readonly Step[]): void {
  const units = prices.map((price, index) => unitsOf(price, quantities[index]!));
  const runs = prices.map((price, index) => unitRunsOf(price, quantities[index]!));
  for (const step of steps) {
    expect(inRuns(runs, step)).toBe(oneByOne(units, step));
    runs.forEach((lineRuns, index) => {
      expect(runsTotal(lineRuns)).toBe(unitsTotal(units[index]!));
      expect(expand(lineRuns)).toEqual(units[index]);
      expect(groupRuns(lineRuns, EUR)).toEqual(groupUnits(units[index]!, EUR));
    });
  }
}

describe('line units as runs of identical units', () => {
  it('give the same cents as one-by-one units through a mixed chain of discounts', () => {
    // 7 drills at 19.99, 3 gloves at 5.05, one workbench at 123.45, 300 screws at 3.33
    checkSameCents([1999, 505, 12345, 333], [7, 3, 1, 300], [
      { kind: 'each', id: 'ten-percent', off: (price) => price - Math.round(price * 0.9) },
      // spare cents split runs: some drills and screws end up a cent cheaper than the others
      { kind: 'proportional', id: 'minus-10.01', amount: 1001 },
      { kind: 'even', id: 'even-9.97', amount: 997 },
      // a relative discount on runs already split, then a distribution over unequal unit prices
      { kind: 'each', id: 'five-percent', off: (price) => price - Math.floor(price * 0.95) },
      { kind: 'proportional', id: 'minus-7.77', amount: 777 },
      { kind: 'each', id: 'fixed-3.00', off: (price) => price - 300 },
      { kind: 'even', id: 'more-than-left', amount: 10_000_000 },
    ]);
  });

  it('give the same cents on random carts and discount chains', () => {
    let seed = 42;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    for (let cart = 0; cart < 150; cart++) {
      const lineCount = 1 + random(5);
      const prices = Array.from({ length: lineCount }, () => random(20_000));
      const quantities = Array.from({ length: lineCount }, () => random(4) === 0 ? 0 : 1 + random(60));
      const steps = Array.from({ length: 1 + random(5) }, (_, index): Step => {
        const id = `d${index}`;
        const kind = random(3);
        if (kind === 0) {
          const permyriad = random(10_001);
          return { kind: 'each', id, off: (price) => price - Math.floor((price * (10_000 - permyriad)) / 10_000) };
        }
        return { kind: kind === 1 ? 'even' : 'proportional', id, amount: random(50_000) };
      });
      checkSameCents(prices, quantities, steps);
    }
  });

  it('a line of no units has no runs', () => {
    expect(unitRunsOf(999, 0)).toEqual([]);
    expect(runsTotal([])).toBe(0);
  });
});

describe('distributeOverGroups', () => {
  it('matches distributeProportionally over the items written out one by one', () => {
    const groups = [{ weight: 4790, count: 3 }, { weight: 1, count: 2 }, { weight: 4790, count: 4 }];
    const items = groups.flatMap((group) => Array<number>(group.count).fill(group.weight));
    const shares = distributeOverGroups(4744, groups);
    const written = shares.flatMap((share, index) =>
      Array.from({ length: groups[index]!.count }, (_, item) => share.share + (item < share.plusOne ? 1 : 0)));
    expect(written).toEqual(distributeProportionally(4744, items));
    expect(written.reduce((sum, share) => sum + share, 0)).toBe(4744);
  });
});
