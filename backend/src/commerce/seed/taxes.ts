import type { TaxCategoryDraft } from '@commercetools/platform-sdk';
import type { CountryCode } from '@shop/domain';
import { COUNTRY_SITE_LIST } from '@shop/markets';
import { TAX_CATEGORY_KEYS } from '../schema/index.js';

/**
 * Standard VAT rates in force on 2026-01-01, as commercetools' decimal amounts. Neither domain
 * nor markets holds them (the spec only says "rate shown = rate × 100"), so they live here.
 * Written as decimals, not as percent / 100, because 8.1 / 100 is not exactly 0.081 in floats.
 */
export const STANDARD_VAT_RATES: Readonly<Record<CountryCode, number>> = {
  AT: 0.2, BE: 0.21, BG: 0.2, CH: 0.081, CZ: 0.21, DE: 0.19, DK: 0.25, ES: 0.21, FI: 0.255,
  FR: 0.2, GB: 0.2, GR: 0.24, HR: 0.25, HU: 0.27, IE: 0.23, IT: 0.22, LT: 0.21, NL: 0.21,
  NO: 0.25, PL: 0.23, PT: 0.23, RO: 0.21, SE: 0.25, SI: 0.22, SK: 0.23,
};

/** '8.1' for 0.081, from the decimal text so no float noise reaches the rate's name. */
const percentText = (rate: number): string => {
  const [whole = '0', fraction = ''] = String(rate).split('.');
  const shifted = `${whole}${fraction.padEnd(2, '0')}`;
  const integer = String(Number(shifted.slice(0, whole.length + 2)));
  const rest = shifted.slice(whole.length + 2);
  return rest === '' ? integer : `${integer}.${rest}`;
};

/*
 * One tax category, 'standard', with every market's rate included in the price (the shop shows
 * gross prices). Extra guarantees use it too: no 0 % category is created, because the spec names
 * no exempt item and the guarantee's VAT treatment differs between countries; an unused
 * category would only be noise in the project.
 */
export function taxCategories(): TaxCategoryDraft[] {
  return [
    {
      key: TAX_CATEGORY_KEYS.standard,
      name: 'Standard VAT',
      description: 'Standard VAT rate of each market, included in the price.',
      rates: COUNTRY_SITE_LIST.map((site) => ({
        key: `${TAX_CATEGORY_KEYS.standard}-${site.code.toLowerCase()}`,
        name: `VAT ${percentText(STANDARD_VAT_RATES[site.code])} % ${site.code}`,
        amount: STANDARD_VAT_RATES[site.code],
        includedInPrice: true,
        country: site.code,
      })),
    },
  ];
}
