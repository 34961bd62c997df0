import { describe, expect, it } from '@jest/globals';
import { netOfGross } from './net-of-gross.js';

// Hand-computed: gross / (1 + rate), to the cent, halves up.
const CASES: ReadonlyArray<[number, number, number]> = [
  [120_000, 20, 100_000], // AT: 1 200,00 € → 1 000,00 €
  [1999, 20, 1666], // 16.658… → 16.66
  [3, 20, 3], // 0.025 exactly → halves up to 0.03
  [11_900, 19, 10_000], // DE
  [999, 19, 839], // 8.3949… → 8.39
  [12_100, 21, 10_000], // BE, CZ, ES, NL …
  [1000, 21, 826], // 8.2644… → 8.26
  [12_700, 27, 10_000], // HU
  [500, 27, 394], // 3.9370… → 3.94
  [12_550, 25.5, 10_000], // FI
  [1000, 25.5, 797], // 7.9681… → 7.97
  [12_400, 24, 10_000], // GR
  [31, 24, 25], // 0.25 exactly
  [1001, 24, 807], // 8.0725… → 8.07
  [590, 0, 590], // no VAT included: the net is the gross
  [0, 20, 0],
];

describe('netOfGross: the net of a VAT-inclusive amount in cents (issue 20 NET prices)', () => {
  it.each(CASES)('%d cents at %d %% → %d cents', (gross, rate, net) => {
    expect(netOfGross(gross, rate)).toBe(net);
  });

  it('refuses what is no amount or no rate', () => {
    expect(() => netOfGross(-1, 20)).toThrow(RangeError);
    expect(() => netOfGross(10.5, 20)).toThrow(RangeError);
    expect(() => netOfGross(100, -1)).toThrow(RangeError);
    expect(() => netOfGross(100, Number.NaN)).toThrow(RangeError);
  });
});
