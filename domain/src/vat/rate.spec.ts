import { describe, expect, it } from '@jest/globals';
import type { CountryCode } from '../market/codes.js';
import { vatRatePercent } from './rate.js';

// Standard rates of the 25 markets as of 2025 (FI 25.5 % since 09/2024, SK 23 % and RO 21 % since 2025).
const STANDARD_RATES: ReadonlyArray<[CountryCode, number, number]> = [
  ['AT', 0.2, 20], ['BE', 0.21, 21], ['BG', 0.2, 20], ['CH', 0.081, 8.1], ['CZ', 0.21, 21], ['DE', 0.19, 19],
  ['DK', 0.25, 25], ['ES', 0.21, 21], ['FI', 0.255, 25.5], ['FR', 0.2, 20], ['GB', 0.2, 20], ['GR', 0.24, 24],
  ['HR', 0.25, 25], ['HU', 0.27, 27], ['IE', 0.23, 23], ['IT', 0.22, 22], ['LT', 0.21, 21], ['NL', 0.21, 21],
  ['NO', 0.25, 25], ['PL', 0.23, 23], ['PT', 0.23, 23], ['RO', 0.21, 21], ['SE', 0.25, 25], ['SI', 0.22, 22],
  ['SK', 0.23, 23],
];

describe('VAT rate shown = tax category rate × 100 (spec 1 §5, spec 2 §9)', () => {
  it('has a standard rate for all 25 markets', () => {
    expect(STANDARD_RATES).toHaveLength(25);
  });

  it.each(STANDARD_RATES)('%s standard rate %d → %d', (_country, rate, shown) => {
    expect(vatRatePercent(rate)).toBe(shown);
  });

  it.each([
    [0.2, 20], [0.21, 21], [0.077, 7.7], [0.055, 5.5], // the examples of the brief
    [0.07, 7], [0.029, 2.9], [0.057, 5.7], [0.14, 14], [0.026, 2.6], [0.038, 3.8], [0.021, 2.1], // reduced rates
    [0, 0], [1, 100],
  ])('%d → %d, without float artefacts', (rate, shown) => {
    expect(vatRatePercent(rate)).toBe(shown);
  });

  it('needs the care: plain multiplication shows artefacts', () => {
    expect(0.07 * 100).not.toBe(7);
    expect(0.029 * 100).not.toBe(2.9);
    expect(Math.round(0.04495 * 10000)).toBe(449);
  });

  it.each([
    [0.12345, 12.35], // half rounds up
    [0.04495, 4.5], // although 0.04495 * 10000 is 449.49999…
    [0.00145, 0.15], // although 0.00145 * 10000 is 14.499999…
    [0.12344, 12.34],
    [0.00005, 0.01],
    [0.00004, 0],
    [5e-7, 0], // written in exponent form by String()
    [1.5e-5, 0],
  ])('%d → %d (at most 2 decimals)', (rate, shown) => {
    expect(vatRatePercent(rate)).toBe(shown);
  });

  it.each([[-0.2], [1.2], [Number.NaN], [Number.POSITIVE_INFINITY]])('rejects %d', (rate) => {
    expect(() => vatRatePercent(rate)).toThrow(RangeError);
  });
});
