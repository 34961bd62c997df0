import { describe, expect, it } from '@jest/globals';
import { createRandom, hashText, mulberry32, randomFor } from './prng.js';

describe('seeded randomness', () => {
  it('gives the same stream for the same seed and another for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
  });

  it('is mulberry32 exactly (first values of the reference implementation, pinned)', () => {
    const next = mulberry32(1);
    expect([next(), next(), next()].map((x) => Math.round(x * 1e9))).toEqual([627073941, 2735721, 527447040]);
  });

  it('stays in [0, 1) and fills integer ranges inclusively', () => {
    const random = createRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) {
      const x = random.next();
      expect(x >= 0 && x < 1).toBe(true);
      seen.add(random.int(1, 6));
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('picks by weight and never picks a zero weight', () => {
    const random = createRandom(9);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 4000; i += 1) counts[random.weighted([[3, 'a'], [1, 'b'], [0, 'c']] as const)] += 1;
    expect(counts.c).toBe(0);
    expect(counts.a / counts.b).toBeGreaterThan(2.4);
    expect(counts.a / counts.b).toBeLessThan(3.6);
  });

  it('refuses to pick from nothing', () => {
    expect(() => createRandom(1).pick([])).toThrow(RangeError);
  });

  it('derives independent streams from text keys', () => {
    expect(hashText('abc')).toBe(hashText('abc'));
    expect(hashText('abc')).not.toBe(hashText('abd'));
    expect(randomFor('stock', 'EX10000001').next()).toBe(randomFor('stock', 'EX10000001').next());
    expect(randomFor('stock', 'EX10000001').next()).not.toBe(randomFor('stock', 'EX10000002').next());
    // The parts are separated, so ('ab', 'c') and ('a', 'bc') are different streams.
    expect(randomFor('ab', 'c').next()).not.toBe(randomFor('a', 'bc').next());
  });
});
