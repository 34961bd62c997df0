import { describe, expect, it } from '@jest/globals';
import { vatRatePercent } from '@shop/domain';
import { COUNTRY_SITE_LIST } from '@shop/markets';
import { taxCategories } from './taxes.js';

/** Standard VAT in percent on 2026-01-01, as the issue lists them. */
const EXPECTED: Record<string, number> = {
  AT: 20, BE: 21, BG: 20, CH: 8.1, CZ: 21, DE: 19, DK: 25, ES: 21, FI: 25.5, FR: 20, GB: 20, GR: 24, HR: 25,
  HU: 27, IE: 23, IT: 22, LT: 21, NL: 21, NO: 25, PL: 23, PT: 23, RO: 21, SE: 25, SI: 22, SK: 23,
};

describe('tax categories', () => {
  const [standard, ...others] = taxCategories();

  it('is one standard category, prices including VAT', () => {
    expect(others).toEqual([]);
    expect(standard?.key).toBe('standard');
    expect(standard?.rates?.every((r) => r.includedInPrice)).toBe(true);
  });

  it.each(COUNTRY_SITE_LIST.map((s) => s.code))('%s has its standard rate', (country) => {
    const rates = standard?.rates?.filter((r) => r.country === country) ?? [];
    expect(rates).toHaveLength(1);
    expect(vatRatePercent(rates[0]?.amount ?? -1)).toBe(EXPECTED[country]);
    expect(rates[0]?.name).toBe(`VAT ${EXPECTED[country]} % ${country}`);
  });
});
