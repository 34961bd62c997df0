import { describe, expect, it } from '@jest/globals';
import { formatPercent, numberConventions, vatRatePercent } from '@shop/domain';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '@shop/markets';
import { STANDARD_VAT_RATES } from './taxes.js';

// How each locale writes a percentage, copied from CLDR 48.2 by hand (symbols decimal and
// percentFormats standard), not taken from the formatter under test. NBSP is U+00A0.
const NBSP = '\u00a0';
const CLDR_PERCENT: Readonly<Record<LocaleCode, { decimal: string; sign: string }>> = {
  'en-IE': { decimal: '.', sign: '%' }, 'sk-SK': { decimal: ',', sign: `${NBSP}%` },
  'de-DE': { decimal: ',', sign: `${NBSP}%` }, 'pt-PT': { decimal: ',', sign: '%' },
  'it-IT': { decimal: ',', sign: '%' }, 'fr-FR': { decimal: ',', sign: `${NBSP}%` },
  'hu-HU': { decimal: ',', sign: '%' }, 'cs-CZ': { decimal: ',', sign: `${NBSP}%` },
  'de-AT': { decimal: ',', sign: `${NBSP}%` }, 'nb-NO': { decimal: ',', sign: `${NBSP}%` },
  'nl-NL': { decimal: ',', sign: '%' }, 'de-CH': { decimal: '.', sign: '%' },
  'fr-CH': { decimal: ',', sign: '%' }, 'it-CH': { decimal: '.', sign: '%' },
  'nl-BE': { decimal: ',', sign: '%' }, 'fr-BE': { decimal: ',', sign: `${NBSP}%` },
  'da-DK': { decimal: ',', sign: `${NBSP}%` }, 'sv-SE': { decimal: ',', sign: `${NBSP}%` },
  'es-ES': { decimal: ',', sign: `${NBSP}%` }, 'en-GB': { decimal: '.', sign: '%' },
  'fi-FI': { decimal: ',', sign: `${NBSP}%` }, 'pl-PL': { decimal: ',', sign: '%' },
  'ro-RO': { decimal: ',', sign: `${NBSP}%` }, 'lt-LT': { decimal: ',', sign: `${NBSP}%` },
  'sl-SI': { decimal: ',', sign: `${NBSP}%` }, 'el-GR': { decimal: ',', sign: '%' },
  'hr-HR': { decimal: ',', sign: `${NBSP}%` }, 'bg-BG': { decimal: ',', sign: '%' },
};

/** The rate as percent text with a point ("25.5" for 0.255), from the seed's decimal, without floats. */
const pointText = (rate: number): string => String(vatRatePercent(rate));

describe("every market's VAT rate in every shop locale", () => {
  it.each(LOCALE_CODES)('%s writes all 25 rates with its decimal separator and percent pattern', (locale) => {
    const { decimal, sign } = CLDR_PERCENT[locale];
    for (const rate of Object.values(STANDARD_VAT_RATES)) {
      expect(formatPercent(vatRatePercent(rate), numberConventions(locale))).toBe(pointText(rate).replace('.', decimal) + sign);
    }
  });

  // Each shop locale's own rate, written out in full.
  it.each([
    ['fi-FI', `25,5${NBSP}%`], ['de-CH', '8.1%'], ['fr-CH', '8,1%'], ['it-CH', '8.1%'], ['de-DE', `19${NBSP}%`],
    ['de-AT', `20${NBSP}%`], ['hu-HU', '27%'], ['en-IE', '23%'], ['el-GR', '24%'], ['bg-BG', '20%'],
  ] as const)('%s shows its own country rate as %j', (locale, expected) => {
    expect(formatPercent(vatRatePercent(STANDARD_VAT_RATES[LOCALES[locale].country]), numberConventions(locale))).toBe(expected);
  });
});
