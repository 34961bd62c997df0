import { describe, expect, it } from '@jest/globals';
import { money, zero } from '../money/money.js';
import { numberConventions } from '../money/number-conventions.js';
import { shippingCostLabel } from './shipping-cost-label.js';

// Intl inserts no-break spaces; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe("shipping cost label shows 'Free' if zero (spec 1 §9, spec 2 §5)", () => {
  it.each([['EUR', 'sk-SK'], ['HUF', 'hu-HU'], ['GBP', 'en-GB']] as const)(
    'zero %s is the free marker for the storefront to translate',
    (currency, locale) => {
      expect(shippingCostLabel(zero(currency), numberConventions(locale))).toEqual({ kind: 'free' });
    },
  );

  it.each([
    [money(195, 'EUR'), 'de-DE', '1,95 €'],
    [money(695, 'EUR'), 'fr-FR', '6,95 €'],
    [money(195, 'GBP'), 'en-GB', '£1.95'],
    [money(4600, 'CZK'), 'cs-CZ', '46,00 Kč'],
  ] as const)('a fee of %j reads in %s as %s', (cost, locale, text) => {
    const label = shippingCostLabel(cost, numberConventions(locale));
    expect(label.kind).toBe('amount');
    expect(label.kind === 'amount' && plain(label.text)).toBe(text);
  });
});
